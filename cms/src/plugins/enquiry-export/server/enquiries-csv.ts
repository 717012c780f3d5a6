import { stringify } from "csv-stringify/sync";

export interface EnquiryCsvRow {
  createdAt: string | Date;
  name: string | null;
  email: string | null;
  company: string | null;
  need: string | null;
  budget: string | null;
  message: string | null;
  page: string | null;
  language: string | null;
  enquiry_status: string | null;
  email_status: string | null;
  suspected_spam: boolean | null;
  assignee: string | null;
  notes: string | null;
}

const HEADER = [
  "Received",
  "Name",
  "Email",
  "Company",
  "Need",
  "Budget",
  "Message",
  "Page",
  "Language",
  "Status",
  "Email status",
  "Suspected spam",
  "Assignee",
  "Notes",
];

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, and the tab and carriage return that some treat the
 * same) starts with an apostrophe instead: visitors write these cells, and an export must never run their formulas.
 */
const defuseFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The CSV editors download: one row per enquiry, quoted where needed, with a byte-order mark so Excel reads UTF-8. */
export const enquiriesCsv = (rows: readonly EnquiryCsvRow[]): string =>
  "\uFEFF" +
  stringify(
    [
      HEADER,
      ...rows.map((row) =>
        [
          new Date(row.createdAt).toISOString(),
          row.name,
          row.email,
          row.company,
          row.need,
          row.budget,
          row.message,
          row.page,
          row.language,
          row.enquiry_status,
          row.email_status,
          row.suspected_spam ? "yes" : "no",
          row.assignee,
          row.notes,
        ].map((value) => defuseFormula(value ?? "")),
      ),
    ],
    { record_delimiter: "windows" },
  );
