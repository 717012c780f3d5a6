// Gatsby's documented Jest transformer, plus TypeScript and styled-components.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  plugins: ["babel-plugin-styled-components"],
});
