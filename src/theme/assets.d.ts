/** Gatsby's webpack emits font files and hands back their URL. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
