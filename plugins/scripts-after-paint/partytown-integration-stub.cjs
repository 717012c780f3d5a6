// Stands in for @builder.io/partytown/integration in the production browser bundle (gatsby-node.ts says why).
// Gatsby calls partytownSnippet only under `gatsby develop`, and the site has no off-main-thread scripts.
exports.SCRIPT_TYPE = "text/partytown";
exports.partytownSnippet = () => "";
