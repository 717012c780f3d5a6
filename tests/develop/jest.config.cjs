// Developers' loop: `gatsby develop` against the real CMS, queried through GraphiQL's endpoint.
module.exports = require("../support/node-suite.cjs")("develop", 240_000);
