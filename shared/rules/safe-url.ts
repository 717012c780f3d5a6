/**
 * The one rule for what a link may point at lives in the CMS's contract (cms/src/contract/safe-url.ts), so that the
 * CMS refuses at save time exactly what the build and the browser refuse: the CMS's compiled server cannot import
 * from outside its package. The site's browser code and build-time code keep reading it here. A relative path, not
 * the package name: Gatsby's Node files reach this file by path, and Parcel leaves a package import as a runtime
 * require, which cannot load TypeScript (eslint.config.mjs, "Packages").
 */
export * from "../../cms/src/contract/safe-url";
