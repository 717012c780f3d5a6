// Gatsby's own router (a dependency of gatsby, the instance Gatsby navigates with) ships no types.
// Only the parts the consent feature (and its tests) use are declared.
declare module "@gatsbyjs/reach-router" {
  export const globalHistory: {
    listen(listener: (event: { location: { pathname: string; hash: string }; action: string }) => void): () => void;
    navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  };
}
