import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE } from "../../../../contract/locales";
import { languageName } from "../../../../lib/locale-names";
import { entrySubject, entryTitle } from "./entry-title";
import { findActions, SCHEDULABLE, transition, type ScheduledAction } from "./scheduled-actions";
import { asScheduled } from "./scheduled-trigger";

/** Who claimed an action, in the row and the log: unique per process, readable by an operator. */
const INSTANCE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
/** A backlog (the CMS was down for a day) is worked off a batch per tick, oldest first. */
const BATCH = 20;

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Carries out one claimed action through the document service, as the Content Manager's Publish and Unpublish
 * do for the translation the editor is viewing: the edit guards and the redirect records (document-service
 * middlewares) judge it like a manual one, and a refusal is recorded with the guard's message instead of being
 * carried out. Without its locale the document service would act on the default locale's version.
 */
const carryOut = async (strapi: Core.Strapi, action: ScheduledAction): Promise<void> => {
  const uid = SCHEDULABLE[action.entryKind];
  const { entryDocumentId: documentId, entryLocale: locale } = action;
  const title = (await entryTitle(strapi, action.entryKind, documentId, locale)) ?? action.entryTitle;
  const subject = entrySubject(action.entryKind, title ?? documentId, locale);
  try {
    if (title === null) throw new Error(locale === DEFAULT_LOCALE ? "the entry no longer exists" : `the ${languageName(locale)} version no longer exists`);
    const documents = strapi.documents(uid);
    const trigger = `scheduled ${action.action} of ${subject} (set by ${action.scheduledBy ?? "unknown"})`;
    await asScheduled(trigger, async () => {
      if (action.action === "publish") await documents.publish({ documentId, locale });
      else await documents.unpublish({ documentId, locale });
    });
    await transition(strapi, action.id, "running", { state: "done", ranAt: new Date(), entryTitle: title });
    strapi.log.info(`[scheduling] scheduled ${action.action} of ${subject} done (scheduled by ${action.scheduledBy ?? "?"}, run by ${INSTANCE})`);
  } catch (error) {
    await transition(strapi, action.id, "running", { state: "failed", ranAt: new Date(), failure: reason(error), ...(title ? { entryTitle: title } : {}) });
    strapi.log.warn(`[scheduling] scheduled ${action.action} of ${subject} not carried out: ${reason(error)}`);
  }
};

/**
 * One tick: every pending action whose time has come is claimed (pending → running in one conditional UPDATE,
 * so of several CMS instances on one database exactly one gets it) and carried out by the instance that got it.
 */
export const runDueActions = async (strapi: Core.Strapi, now = new Date()): Promise<void> => {
  const due = await findActions(strapi, { state: "pending", runAt: { $lte: now } }, BATCH);
  for (const action of due) {
    if (!(await transition(strapi, action.id, "pending", { state: "running", claimedBy: INSTANCE }))) continue;
    await carryOut(strapi, action);
  }
};
