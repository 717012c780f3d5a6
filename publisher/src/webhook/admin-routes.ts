import { ENTRY_KINDS, isEntryKind, type EntryKind } from "../audit/live-entry";
import { RollbackError, type RollbackRefusal, type RollbackResult } from "../release/rollback-release";

/**
 * The admin API's request handling (docs/publishing.md, "The admin API"): the Strapi publishing
 * panel calls these server-side with the webhook token. The server has checked route, method and
 * token already; these read the body or path and answer.
 */
export interface AdminHandlers {
  /** "Rebuild now" (and the plain manual reconcile): queue a build with this trigger. */
  onReconcile(reason: string): void;
  rollback(request: { buildId: string; requestedBy?: string }): Promise<RollbackResult>;
  describeEntry(kind: EntryKind, documentId: string): Promise<unknown>;
  /** The document in every kept release (EntryReleases, cms/src/contract/history-contract.ts). */
  describeEntryReleases(kind: EntryKind, documentId: string): Promise<unknown>;
}

export interface Answer {
  status: number;
  body: unknown;
}

const bad = (error: string): Answer => ({ status: 400, body: { error } });

/**
 * Who asked, as the panel sends it (an admin user's email, at most 254 characters). It lands in
 * status and logs, so no control characters; missing, null or "" mean nobody in particular.
 */
const REQUESTED_BY_ERROR = "requestedBy must be a string of at most 254 characters without control characters";
function requester(value: unknown): { requestedBy: string | undefined } | { answer: Answer } {
  if (value === undefined || value === null || value === "") return { requestedBy: undefined };
  if (typeof value !== "string" || value.length > 254 || /\p{Cc}/u.test(value)) return { answer: bad(REQUESTED_BY_ERROR) };
  return { requestedBy: value };
}

/** A JSON object body; with `optional`, an empty body is `{}`. */
function jsonObject(body: Buffer, optional: boolean): { request: Record<string, unknown> } | { answer: Answer } {
  const text = body.toString("utf8");
  if (optional && text.trim() === "") return { request: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { answer: bad("body is not valid JSON") };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { answer: bad("body must be a JSON object") };
  return { request: parsed as Record<string, unknown> };
}

export function reconcileAnswer(body: Buffer, handlers: AdminHandlers): Answer {
  const parsed = jsonObject(body, true);
  if ("answer" in parsed) return parsed.answer;
  const by = requester(parsed.request.requestedBy);
  if ("answer" in by) return by.answer;
  const { requestedBy } = by;
  const reason = requestedBy === undefined ? "manual reconcile" : `rebuild requested in the admin by ${requestedBy}`;
  handlers.onReconcile(reason);
  return { status: 202, body: { accepted: true, rebuild: true, reason } };
}

const REFUSAL_STATUS: Record<RollbackRefusal, number> = {
  "not-kept": 404,
  "already-live": 409,
  "nothing-live": 409,
  "none-older": 409,
  busy: 409,
  // The storage failed: the publisher is fine, what it depends on is not.
  "deploy-failed": 502,
};

export async function rollbackAnswer(body: Buffer, handlers: AdminHandlers): Promise<Answer> {
  const parsed = jsonObject(body, false);
  if ("answer" in parsed) return parsed.answer;
  const { buildId } = parsed.request;
  if (typeof buildId !== "string" || buildId === "") return bad("body must have a string buildId");
  const by = requester(parsed.request.requestedBy);
  if ("answer" in by) return by.answer;
  const { requestedBy } = by;
  try {
    const result = await handlers.rollback(requestedBy === undefined ? { buildId } : { buildId, requestedBy });
    return { status: 200, body: { from: result.from, to: result.to } };
  } catch (error) {
    if (error instanceof RollbackError) return { status: REFUSAL_STATUS[error.kind], body: { error: error.message } };
    throw error;
  }
}

/**
 * `/entries/<kind>/<documentId>` and `/entries/<kind>/<documentId>/releases`; any other shape under /entries/ is not
 * a route (404). An unknown kind is a bad request (400) on both.
 */
export async function entryAnswer(pathname: string, handlers: AdminHandlers): Promise<Answer> {
  const segments = pathname.slice("/entries/".length).split("/");
  const releases = segments.length === 3 && segments[2] === "releases";
  if (!(segments.length === 2 || releases) || !segments[0] || !segments[1]) return { status: 404, body: { error: "not found" } };
  let kind: string;
  let documentId: string;
  try {
    kind = decodeURIComponent(segments[0]);
    documentId = decodeURIComponent(segments[1]);
  } catch {
    return bad("the path is not valid percent-encoding");
  }
  if (!isEntryKind(kind)) return bad(`unknown kind "${kind}": one of ${ENTRY_KINDS.join(", ")}`);
  const body = releases ? await handlers.describeEntryReleases(kind, documentId) : await handlers.describeEntry(kind, documentId);
  return { status: 200, body };
}
