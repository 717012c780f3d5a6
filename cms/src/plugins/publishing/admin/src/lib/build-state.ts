import { changeCount } from "./describe-changes";
import type { BuildPhase, PublisherStatus } from "../../../../../contract/publishing-contract";

type StateName = "Live" | "Older than the CMS" | "Idle" | "Waiting" | "Building" | "Validating" | "Auditing" | "Releasing" | "Failed";

export interface BuildState {
  name: StateName;
  /** One sentence for editors: what is happening and what it means for their edits. */
  explanation: string;
  /** When the current step started (for the elapsed time), or null when nothing is happening. */
  since: string | null;
  busy: boolean;
  tone: "success" | "secondary" | "warning" | "danger" | "neutral";
}

const PHASES: Record<BuildPhase, { name: StateName; explanation: string }> = {
  "waiting-for-lock": { name: "Waiting", explanation: "A build is waiting for the previous one to finish." },
  "waiting-for-cms": { name: "Waiting", explanation: "A build is waiting for the CMS to answer." },
  building: { name: "Building", explanation: "The site is being built with the published content." },
  indexing: { name: "Building", explanation: "The site search is being built from the new pages." },
  validating: { name: "Validating", explanation: "The new build is being checked before it goes live." },
  auditing: { name: "Auditing", explanation: "The new build is being compared with the published content." },
  deploying: { name: "Releasing", explanation: "The new build is being uploaded to the site's storage; it goes live when every file is there." },
  releasing: { name: "Releasing", explanation: "The new build is going live." },
};

const failedLast = (status: PublisherStatus): boolean => {
  const failure = status.lastFailure;
  if (!failure) return false;
  const success = status.lastSuccess;
  return !success || Date.parse(failure.failedAt) > Date.parse(success.finishedAt);
};

/** The panel's headline: the active build's phase, else a waiting queue, else how the last build ended. */
export function buildState(status: PublisherStatus): BuildState {
  const active = status.activeBuild;
  if (active) return { ...PHASES[active.phase], since: active.startedAt, busy: true, tone: "secondary" };
  const queue = status.queue?.state;
  if (queue === "debouncing" || queue === "pending" || queue === "running") {
    return { name: "Waiting", explanation: "Changes were published: a build starts in a few seconds.", since: null, busy: true, tone: "secondary" };
  }
  if (failedLast(status)) {
    return { name: "Failed", explanation: "The last build failed, so the site still shows the release before it.", since: null, busy: false, tone: "danger" };
  }
  // After a rollback the live release is older than the newest build: never "up to date" until a new build is live.
  const behind = status.liveBehind;
  if (behind) {
    const count = behind.changes ? changeCount(behind.changes) : null;
    const differ = count === null ? "" : count === 1 ? ": 1 entry differs" : `: ${count} entries differ`;
    return {
      name: "Older than the CMS",
      explanation: `The site shows an earlier release than what is published in the CMS${differ}. It catches up when a new build is live.`,
      since: null,
      busy: false,
      tone: "warning",
    };
  }
  if (status.live.buildId) return { name: "Live", explanation: "The site is up to date with the last build.", since: null, busy: false, tone: "success" };
  return { name: "Idle", explanation: "Nothing has been released yet.", since: null, busy: false, tone: "neutral" };
}
