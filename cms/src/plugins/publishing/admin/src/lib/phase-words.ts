import type { BuildPhase } from "../../../../../contract/publishing-contract";

/** A build's step as editors read it ("is waiting for the CMS"), not the publisher's phase name. */
export const PHASE_WORDS: Record<BuildPhase, string> = {
  "waiting-for-lock": "waiting for the previous build to finish",
  "waiting-for-cms": "waiting for the CMS to answer",
  building: "building the site",
  indexing: "building the site search",
  validating: "being checked",
  auditing: "being compared with the published content",
  deploying: "being uploaded to the site's storage",
  releasing: "going live",
};
