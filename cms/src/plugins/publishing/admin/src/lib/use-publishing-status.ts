import type { PublisherStatus, Reply } from "../../../../../contract/publishing-contract";
import { buildState } from "./build-state";
import { usePolled } from "./use-polled";

/** Often while a build is on its way (the editor is watching it), rarely otherwise. */
const BUSY_POLL_MS = 3_000;
const IDLE_POLL_MS = 15_000;

export interface StatusState {
  reply: Reply<PublisherStatus> | null;
  /** The request itself failed (the CMS answered an error), as opposed to the publisher being down. */
  error: string | null;
  refresh(): Promise<void>;
}

export function usePublishingStatus(): StatusState {
  const { value, error, refresh } = usePolled<Reply<PublisherStatus>>("/publishing/status", (reply) =>
    reply?.reachable && buildState(reply.data).busy ? BUSY_POLL_MS : IDLE_POLL_MS,
  );
  return { reply: value, error, refresh };
}
