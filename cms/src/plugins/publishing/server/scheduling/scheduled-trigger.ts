import { AsyncLocalStorage } from "node:async_hooks";
import type { Core } from "@strapi/strapi";
import { editorTrigger, type AdminAccount } from "../editor-trigger";

/** What a scheduled run tells the webhook: "scheduled publish of the blog post “X” (set by editor@…)". */
const running = new AsyncLocalStorage<string>();

/** Runs `work` (a scheduled publish or unpublish) so that the entry events it causes name it as their trigger. */
export const asScheduled = <T>(trigger: string, work: () => Promise<T>): Promise<T> => running.run(trigger, work);

/** The scheduled run the current code runs in, by its trigger words; undefined outside one. */
export const scheduledRun = (): string | undefined => running.getStore();

/** The admin user of the request an event comes from (the content manager, the Media Library), if any. */
export const adminOf = (strapi: Core.Strapi): AdminAccount | null => {
  const ctx = strapi.requestContext.get() as { state?: { user?: AdminAccount; auth?: { strategy?: { name?: string } } } } | undefined;
  return ctx?.state?.auth?.strategy?.name === "admin" ? (ctx.state.user ?? null) : null;
};

/**
 * Adds `trigger` to the payload of the entry and media events, so the publisher's status says what started the
 * build (docs/publishing.md): a scheduled action names itself; an editor's own edit names the editor and the entry
 * (editor-trigger.ts). The document service emits the events after its transaction commits, still inside the
 * request's or the scheduled run's async context, which is how both are found.
 */
export const markEventTriggers = (strapi: Core.Strapi): void => {
  const hub = strapi.eventHub;
  const emit = hub.emit.bind(hub);
  hub.emit = async (event: string, ...args: unknown[]) => {
    const info = args[0];
    if (!(event.startsWith("entry.") || event.startsWith("media.")) || !info || typeof info !== "object") return emit(event, ...args);
    const scheduled = event.startsWith("entry.") ? running.getStore() : undefined;
    const trigger = scheduled ?? editorTrigger(event, info, adminOf(strapi));
    if (trigger) return emit(event, { ...info, trigger }, ...args.slice(1));
    return emit(event, ...args);
  };
};
