import type { Core } from "@strapi/strapi";
import { acknowledgementEmail, agencyEmail, type OutgoingEmail, type StoredEnquiry } from "../../../enquiries/enquiry-emails";
import { MAX_EMAIL_ATTEMPTS, enquiryEnv } from "../../../enquiries/enquiry-env";
import { DEFAULT_LOCALE, isLocaleCode } from "../../../contract/locales";
import { readEnquirySettings } from "../../../enquiries/enquiry-settings";

const ENQUIRY = "api::enquiry.enquiry";
/** A pending enquiry younger than this is still being sent by the request that stored it. */
const PENDING_GRACE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface EnquiryRow extends StoredEnquiry {
  id: number;
  /** held: stored as suspected spam, not mailed until an editor releases it (docs/enquiries.md, "Spam and abuse"). */
  email_status: "pending" | "sent" | "failed" | "held";
  email_attempts: number | null;
  suspected_spam: boolean | null;
}

export type DeliveryOutcome = "sent" | "failed" | "skipped";

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Sends a stored enquiry's two emails and records how it went on the enquiry (docs/enquiries.md, "Delivery").
 * Also the strapi service `api::enquiry.delivery`, which the cron jobs (enquiries/enquiry-jobs.ts) and the tests call.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(ENQUIRY);
  const send = (email: OutgoingEmail) => strapi.plugin("email").service("email").send(email) as Promise<unknown>;

  /**
   * One attempt. The attempt is claimed first by raising email_attempts from the value just read: when several
   * CMS instances (or the request and a retry) reach the same enquiry, only one of them sends it.
   */
  const deliver = async (id: number): Promise<DeliveryOutcome> => {
    const row = (await rows().findOne({ where: { id } })) as EnquiryRow | null;
    if (!row || row.email_status === "sent" || row.email_status === "held") return "skipped";
    const attempts = row.email_attempts ?? 0;
    const claimed = (await rows().updateMany({
      where: { id, email_attempts: row.email_attempts, email_status: row.email_status },
      data: { email_attempts: attempts + 1 },
    })) as { count: number };
    if (claimed.count !== 1) return "skipped";

    // The visitor's language: its configuration has the acknowledgement in that language.
    const settings = await readEnquirySettings(strapi, isLocaleCode(row.language) ? row.language : DEFAULT_LOCALE);
    if (!settings.agencyEmail) {
      await rows().update({
        where: { id },
        data: { email_status: "failed", email_error: "The Configuration has no contact email, so there is nobody to send the enquiry to." },
      });
      return "failed";
    }
    const sender = { agencyEmail: settings.agencyEmail, agencyName: settings.agencyName ?? settings.agencyEmail, from: enquiryEnv().from };
    try {
      await send(agencyEmail(row, sender));
    } catch (error) {
      await rows().update({ where: { id }, data: { email_status: "failed", email_error: `Sending to the agency failed: ${reason(error)}` } });
      strapi.log.warn(`[enquiries] enquiry ${id}: sending to the agency failed (attempt ${attempts + 1}): ${reason(error)}`);
      return "failed";
    }
    // The agency has the enquiry: that is what "sent" means. The acknowledgement is a courtesy, sent once; a
    // failure is noted for the editors rather than retried, since a retry would email the agency again.
    let emailError: string | null = null;
    if (settings.acknowledgementSubject && settings.acknowledgementBody) {
      try {
        await send(acknowledgementEmail(row, sender, settings.acknowledgementSubject, settings.acknowledgementBody));
      } catch (error) {
        emailError = `The agency has it, but the acknowledgement to the visitor failed: ${reason(error)}`;
        strapi.log.warn(`[enquiries] enquiry ${id}: ${emailError}`);
      }
    }
    await rows().update({ where: { id }, data: { email_status: "sent", email_error: emailError } });
    return "sent";
  };

  return {
    deliver,

    /**
     * An editor unticked "Suspected spam" on a held enquiry: it becomes an ordinary one and its emails go out now
     * (a failure is retried like any other). Claimed like an attempt, so a double save sends it once.
     */
    async release(id: number): Promise<DeliveryOutcome> {
      const claimed = (await rows().updateMany({
        where: { id, email_status: "held", suspected_spam: false },
        data: { email_status: "pending" },
      })) as { count: number };
      if (claimed.count !== 1) return "skipped";
      strapi.log.info(`[enquiries] enquiry ${id} released from suspected spam by an editor`);
      return deliver(id);
    },

    /** Failed enquiries, and pending ones a request left behind, each up to MAX_EMAIL_ATTEMPTS attempts in all. */
    async retryPending(now = new Date()): Promise<Record<DeliveryOutcome, number>> {
      const due = (await rows().findMany({
        select: ["id"],
        where: {
          email_attempts: { $lt: MAX_EMAIL_ATTEMPTS },
          $or: [{ email_status: "failed" }, { email_status: "pending", createdAt: { $lt: new Date(now.getTime() - PENDING_GRACE_MS) } }],
        },
        orderBy: { id: "asc" },
      })) as Array<{ id: number }>;
      const outcomes: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, skipped: 0 };
      for (const { id } of due) outcomes[await deliver(id)] += 1;
      if (due.length > 0) strapi.log.info(`[enquiries] retried ${due.length} enquiry email(s): ${JSON.stringify(outcomes)}`);
      return outcomes;
    },

    /** The retention rule: enquiries received more than ENQUIRY_RETENTION_DAYS before `now` are deleted. */
    async deleteExpired(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - enquiryEnv().retentionDays * DAY_MS);
      const { count } = (await rows().deleteMany({ where: { createdAt: { $lt: cutoff } } })) as { count: number };
      if (count > 0) strapi.log.info(`[enquiries] deleted ${count} enquiry(ies) received before ${cutoff.toISOString()}`);
      return count;
    },
  };
};
