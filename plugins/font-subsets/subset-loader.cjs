// @ts-check
// A webpack loader, so plain CommonJS (webpack requires loaders at build time; Gatsby compiles only gatsby-* files).
// It runs before Gatsby's own font rule, which then emits the smaller file under a hash of its new content.
const subsetFont = require("subset-font");

/**
 * @this {{ async(): (error: Error | null, result?: Buffer) => void, getOptions(): { text: string } }}
 * @param {Buffer} font a woff2 file imported with ?subset=core
 */
module.exports = function subsetLoader(font) {
  const done = this.async();
  const { text } = this.getOptions();
  // Layout features, kerning and the weight axis are kept: glyphs look and space exactly as in the full file.
  subsetFont(font, text, { targetFormat: "woff2" }).then(
    (subset) => done(null, subset),
    (error) => done(new Error(`font-subsets: could not subset a font file: ${error instanceof Error ? error.message : String(error)}`)),
  );
};
module.exports.raw = true;
