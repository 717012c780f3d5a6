// Checks of the built output (public/) against the CMS it was built from; run by scripts/test-all.ts.
module.exports = require("../support/node-suite.cjs")("build", 30_000);
