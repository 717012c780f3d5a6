import { getWithRetry } from "../../support/get-with-retry";

/**
 * What the CMS did with an enquiry, read from the CMS itself (through the admin's API, as an editor would see
 * it) and from the real SMTP server the CMS sends to (maildev's inbox API, started by scripts/test-all.ts).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests through npm test (scripts/test-all.ts)`);
  return value;
}

export interface StoredEnquiry {
  name: string;
  email: string;
  company: string | null;
  need: string;
  budget: string | null;
  message: string;
  page: string | null;
  enquiry_status: string;
  /** The language of the page the form was sent from (a SITE_LOCALES code). */
  language?: string | null;
}

let adminToken: Promise<string> | undefined;

async function loginAsAdmin(): Promise<string> {
  const response = await fetch(`${required("CMS_URL")}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: required("CMS_ADMIN_EMAIL"), password: required("CMS_ADMIN_PASSWORD") }),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Every stored enquiry sent from this email address (the tests use a new address per run). */
export async function storedEnquiries(email: string): Promise<StoredEnquiry[]> {
  adminToken ??= loginAsAdmin();
  const query = new URLSearchParams({ "filters[email][$eq]": email, pageSize: "100" });
  const response = await getWithRetry(`${required("CMS_URL")}/content-manager/collection-types/api::enquiry.enquiry?${query}`, {
    headers: { Authorization: `Bearer ${await adminToken}` },
  });
  if (!response.ok) throw new Error(`the admin's enquiry list answered ${response.status}`);
  return ((await response.json()) as { results: StoredEnquiry[] }).results;
}

export interface ReceivedMail {
  subject: string;
  to: { address: string }[];
  cc?: { address: string }[];
  bcc?: { address: string }[];
  envelope?: { to?: { address: string }[] };
  replyTo?: { address: string }[];
  text?: string;
}

/** The mails the SMTP server received for `address` (as a recipient of the message envelope). */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await getWithRetry(`${required("MAIL_INBOX_URL")}/email`);
  if (!response.ok) throw new Error(`the mail inbox answered ${response.status}`);
  const mails = (await response.json()) as ReceivedMail[];
  return mails.filter((mail) => (mail.envelope?.to ?? mail.to).some((recipient) => recipient.address === address));
}

/** An address no earlier run used, so what the CMS stored and sent for it belongs to this test alone. */
export function uniqueVisitorEmail(label: string): string {
  return `visitor+${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
