import { useFetchClient } from "@strapi/strapi/admin";
import { useCallback, useEffect, useRef, useState } from "react";
import { buildState } from "./build-state";
import { errorMessage } from "./error-message";
import type { PublisherStatus, Reply } from "./publishing-types";

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
  const { get } = useFetchClient();
  const [reply, setReply] = useState<Reply<PublisherStatus> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    window.clearTimeout(timer.current);
    let next = IDLE_POLL_MS;
    try {
      const { data } = await get<Reply<PublisherStatus>>("/publishing/status");
      if (!mounted.current) return;
      setReply(data);
      setError(null);
      if (data.reachable && buildState(data.data).busy) next = BUSY_POLL_MS;
    } catch (caught) {
      if (!mounted.current) return;
      setError(errorMessage(caught));
    }
    timer.current = window.setTimeout(() => void refresh(), next);
  }, [get]);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, [refresh]);

  return { reply, error, refresh };
}
