/**
 * Which Strapi webhook events change what visitors can see.
 *
 * Reading of the Strapi 5 payload (checked against the installed @strapi/core 5.54,
 * services/document-service/events.js and services/webhook-runner.js):
 *   body = { event, createdAt, model, uid, entry }            for entry.* events
 *   body = { event, createdAt, media }                        for media.* events
 *   body = { event, createdAt, isPublished, release }         for releases.publish
 * plus the `X-Strapi-Event` header. With Draft & Publish, `documents.update()` writes the *draft*
 * (publishedAt null) and emits entry.update for it; publishing emits entry.publish. For types
 * without Draft & Publish every write is live, and the entry carries a publishedAt timestamp.
 * So entry.create / entry.update only matter when `entry.publishedAt` is set.
 * strapi-plugin-navigation 3.3.7 emits entry.update for its `navigation` model (no Draft &
 * Publish, so publishedAt is set) through the same runner; the CMS aliases the runner for it.
 */
export interface EventDecision {
  event: string;
  model: string | null;
  rebuild: boolean;
  reason: string;
  /**
   * What the CMS says caused the event, when it says so: a scheduled publish or unpublish adds
   * `trigger: "scheduled publish of the blog post …"` (cms/src/plugins/publishing/server/scheduling/scheduled-trigger.ts). The build's
   * "started by" then reads as that instead of the bare event name.
   */
  trigger?: string;
}

/** Same bounds as the admin API's requestedBy: it lands in status and logs. */
const MAX_TRIGGER = 500;
const triggerOf = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" && value.length <= MAX_TRIGGER && !/\p{Cc}/u.test(value) ? value : undefined;

const ALWAYS_REBUILD = new Set([
  "entry.publish",
  "entry.unpublish",
  // Strapi 5 sends entry.delete once per deleted version (draft and published); the queue's
  // debounce folds the pair into one build.
  "entry.delete",
]);

/** Replacing or deleting a file changes the site only when published content uses that file. */
const MEDIA_CHANGES = new Set(["media.update", "media.delete"]);

export interface EventContext {
  /**
   * Whether the live release uses this media file (by documentId, from its content record); null
   * when that cannot be told (nothing live, no record, no id), which builds to be safe.
   */
  mediaInUse?: (documentId: string | null) => boolean | null;
}

const WHEN_PUBLISHED = new Set(["entry.create", "entry.update"]);

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function decideEvent(payload: unknown, headerEvent?: string, context: EventContext = {}): EventDecision {
  const body = asRecord(payload) ?? {};
  const event = typeof body.event === "string" ? body.event : (headerEvent ?? "");
  const model = typeof body.model === "string" ? body.model : typeof body.uid === "string" ? body.uid : null;
  const trigger = triggerOf(body.trigger);
  const decision = (rebuild: boolean, reason: string): EventDecision => ({ event, model, rebuild, reason, ...(trigger ? { trigger } : {}) });

  if (ALWAYS_REBUILD.has(event)) return decision(true, `${event} changes public content`);
  // An upload is not on the site until an entry that uses it is published (which sends its own event).
  if (event === "media.create") return decision(false, "a new upload is not used by published content yet");
  if (MEDIA_CHANGES.has(event)) {
    const media = asRecord(body.media);
    const documentId = typeof media?.documentId === "string" ? media.documentId : null;
    const inUse = context.mediaInUse?.(documentId) ?? null;
    if (inUse === false) return decision(false, `${event} of a file no published content uses`);
    return decision(true, inUse ? `${event} of a file published content uses` : `${event} of a file whose use is unknown`);
  }
  if (WHEN_PUBLISHED.has(event)) {
    const entry = asRecord(body.entry);
    // Draft saves always carry `publishedAt: null` (the sanitized entry keeps the field). An
    // entry without the field cannot be judged, so it builds: a spare build costs a minute, a
    // missed one leaves the site stale until the next reconcile.
    if (entry && "publishedAt" in entry && (entry.publishedAt === null || entry.publishedAt === "")) {
      return decision(false, `${event} of a draft (publishedAt is null)`);
    }
    return decision(true, entry && "publishedAt" in entry ? `${event} of a published entry` : `${event} without publishedAt`);
  }
  // Content Releases (Strapi 5) publish many entries at once and send only this event.
  if (event === "releases.publish") {
    return body.isPublished === true ? decision(true, "a content release was published") : decision(false, "releases.publish without isPublished");
  }
  return decision(false, event ? `${event} does not change public content` : "no event name");
}
