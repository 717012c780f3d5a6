/** Gatsby's webpack emits font files and hands back their URL. */
declare module "*.woff2" {
  const url: string;
  export default url;
}

/** The same, cut to the core characters at build time (plugins/font-subsets). */
declare module "*.woff2?subset=core" {
  const url: string;
  export default url;
}
