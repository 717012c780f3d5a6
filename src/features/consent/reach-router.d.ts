// Gatsby's own router (a dependency of gatsby, the instance Gatsby navigates with) ships no types.
// Only the part the consent feature uses is declared.
declare module "@gatsbyjs/reach-router" {
  export const globalHistory: {
    listen(listener: (event: { location: { pathname: string; hash: string }; action: string }) => void): () => void;
  };
}
