import { setTimeout as sleep } from "node:timers/promises";
import type { PublishStack } from "../../scripts/lib/publish-stack";
import type { ActiveBuild } from "@agency/publisher/status/status-types";
import { seconds } from "./tables";

/** Polls the publisher's status every 100 ms and sums the time spent in each phase of the active build. */
export function watchPhases(stack: PublishStack): { stop(): Promise<string> } {
  const spent = new Map<ActiveBuild["phase"], number>();
  let running = true;
  const loop = (async () => {
    let last: { phase: ActiveBuild["phase"]; at: number } | null = null;
    while (running) {
      // A dropped keep-alive socket on a loaded machine is a missed sample, not the end of the bench.
      const answer = await stack.status().catch(() => undefined);
      if (!answer) {
        await sleep(100);
        continue;
      }
      const phase = answer.activeBuild?.phase ?? null;
      const now = Date.now();
      if (last) spent.set(last.phase, (spent.get(last.phase) ?? 0) + (now - last.at));
      last = phase ? { phase, at: now } : null;
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return [...spent].map(([phase, ms]) => `${phase} ${seconds(ms)} s`).join(", ") || "—";
    },
  };
}
