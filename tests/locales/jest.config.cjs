// A third language added by configuration, built against the real CMS it was translated in; run by scripts/test-all.ts.
module.exports = require("../support/node-suite.cjs")("locales", 600_000);
