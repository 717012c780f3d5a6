// Files imported for their URL (images, fonts) become their file name, so tests can tell them apart.
const path = require("node:path");

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/static/${path.basename(filename)}`)};` };
  },
};
