import type { Core } from "@strapi/strapi";
import { runDueActions } from "./run-due-actions";

/** Every minute unless told otherwise: an action runs within a tick of its time. */
const DEFAULT_TICK_SECONDS = 60;

/**
 * The tick as a croner pattern (seconds field first). SCHEDULE_TICK_SECONDS (docs/content-model.md, "Scheduling")
 * is 1–59 (every N seconds within the minute: tests use a short one) or a whole number of minutes up to an hour.
 */
const tickRule = (raw = process.env.SCHEDULE_TICK_SECONDS?.trim()): string => {
  const seconds = raw ? Number(raw) : DEFAULT_TICK_SECONDS;
  if (Number.isInteger(seconds) && seconds >= 1 && seconds < 60) return `*/${seconds} * * * * *`;
  if (Number.isInteger(seconds) && seconds >= 60 && seconds <= 3600 && seconds % 60 === 0) return `0 */${seconds / 60} * * * *`;
  throw new Error(`[scheduling] SCHEDULE_TICK_SECONDS must be a whole number from 1 to 59, or 60 to 3600 in whole minutes, got "${raw ?? ""}".`);
};

/**
 * Runs due scheduled actions on every instance at every tick; the claim in runDueActions makes each run once.
 * A tick's failure (the database away for a moment) is logged, never thrown: the next tick tries again.
 */
export const scheduleActionsJob = (strapi: Core.Strapi): void => {
  const rule = tickRule();
  let running = false;
  strapi.cron.add({
    "scheduled-actions": {
      options: { rule },
      task: async () => {
        // A slow tick (a backlog of publishes) is not overlapped by the next one in the same process.
        if (running) return;
        running = true;
        try {
          await runDueActions(strapi);
        } catch (error) {
          strapi.log.error(`[scheduling] running due actions failed: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          running = false;
        }
      },
    },
  });
};
