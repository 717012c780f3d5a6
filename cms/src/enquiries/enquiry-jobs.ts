import type { Core } from "@strapi/strapi";
import { enquiryEnv } from "./enquiry-env";

interface DeliveryJobs {
  retryPending(now?: Date): Promise<unknown>;
  deleteExpired(now?: Date): Promise<number>;
}

const jobs = (strapi: Core.Strapi) => strapi.service("api::enquiry.delivery") as unknown as DeliveryJobs;

/** A job's failure is logged, never thrown: a broken SMTP server or a busy database must not stop the CMS. */
const logged = (strapi: Core.Strapi, name: string, run: () => Promise<unknown>) => async () => {
  try {
    await run();
  } catch (error) {
    strapi.log.error(`[enquiries] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/**
 * The two background jobs of docs/enquiries.md: emails that could not be sent are retried every
 * ENQUIRY_RETRY_MINUTES, and enquiries older than ENQUIRY_RETENTION_DAYS are deleted daily. Both also run once
 * at start, so a CMS that was down at the scheduled time (or restarted after an SMTP outage) catches up.
 */
export const scheduleEnquiryJobs = async (strapi: Core.Strapi): Promise<void> => {
  const { retryMinutes } = enquiryEnv();
  const retry = logged(strapi, "retrying enquiry emails", () => jobs(strapi).retryPending());
  const retention = logged(strapi, "deleting expired enquiries", () => jobs(strapi).deleteExpired());
  strapi.cron.add({
    "enquiry-email-retry": { task: retry, options: { rule: `*/${retryMinutes} * * * *` } },
    // At night, away from office hours.
    "enquiry-retention": { task: retention, options: { rule: "17 3 * * *" } },
  });
  await retention();
  // Not awaited: sending a backlog through a slow SMTP server must not hold up the start.
  void retry();
};
