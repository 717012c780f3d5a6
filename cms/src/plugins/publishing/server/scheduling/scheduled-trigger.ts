import { AsyncLocalStorage } from "node:async_hooks";
import type { Core } from "@strapi/strapi";

/** What a scheduled run tells the webhook: "scheduled publish of the blog post “X” (set by editor@…)". */
const running = new AsyncLocalStorage<string>();

/** Runs `work` (a scheduled publish or unpublish) so that the entry events it causes name it as their trigger. */
export const asScheduled = <T>(trigger: string, work: () => Promise<T>): Promise<T> => running.run(trigger, work);

/**
 * Adds `trigger` to the payload of the entry events a scheduled action causes, so the publisher's status says
 * what started the build (docs/publishing.md). The document service emits them after its transaction commits,
 * still inside the scheduled run's async context, which is how they are told apart from an editor's own publish.
 */
export const markScheduledEvents = (strapi: Core.Strapi): void => {
  const hub = strapi.eventHub;
  const emit = hub.emit.bind(hub);
  hub.emit = async (event: string, ...args: unknown[]) => {
    const trigger = running.getStore();
    const info = args[0];
    if (trigger && event.startsWith("entry.") && info && typeof info === "object") return emit(event, { ...info, trigger }, ...args.slice(1));
    return emit(event, ...args);
  };
};
