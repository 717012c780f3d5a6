// Gatsby's documented Jest transformer, plus TypeScript and the build-time styles: Linaria through wyw-in-js,
// the same evaluation the site's build does (plugins/static-styles), so a component under test has class names.
const typescript = { presets: ["@babel/preset-typescript", ["@babel/preset-react", { runtime: "automatic" }]] };

module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript", ["@wyw-in-js", { babelOptions: typescript }]],
});
