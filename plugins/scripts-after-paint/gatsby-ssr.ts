import type { GatsbySSR } from "gatsby";
import { withoutScriptPreloads } from "./script-preloads";

// Only Gatsby's API names may be exported here: Gatsby reports any other export as an error, and the publisher's
// checked build refuses a build that reported one.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutScriptPreloads(getHeadComponents()));
};
