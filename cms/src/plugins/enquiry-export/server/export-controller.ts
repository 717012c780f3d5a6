import type { Core } from "@strapi/strapi";
import { enquiriesCsv, type EnquiryCsvRow } from "./enquiries-csv";

type Context = Parameters<Core.ControllerHandler>[0];

const FIELDS = [
  "createdAt",
  "name",
  "email",
  "company",
  "need",
  "budget",
  "message",
  "page",
  "language",
  "enquiry_status",
  "email_status",
  "suspected_spam",
  "assignee",
  "notes",
] as const;

export const exportController = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every enquiry, newest first, as a download; never cached, since it holds personal data. */
  async csv(ctx: Context) {
    const rows = (await strapi.db.query("api::enquiry.enquiry").findMany({ select: [...FIELDS], orderBy: { createdAt: "desc" } })) as EnquiryCsvRow[];
    const day = new Date().toISOString().slice(0, 10);
    ctx.set("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`);
    ctx.set("Cache-Control", "no-store");
    ctx.type = "text/csv; charset=utf-8";
    ctx.body = enquiriesCsv(rows);
  },
});
