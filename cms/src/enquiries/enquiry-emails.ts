// Everything a visitor typed goes through escape-html before it reaches HTML text or a quoted attribute.
import escapeHtml from "escape-html";
import { DEFAULT_LOCALE, isLocaleCode, siteLocale } from "../contract/locales";

/** A stored enquiry as the emails need it. */
export interface StoredEnquiry {
  name: string;
  email: string;
  company: string | null;
  need: string;
  budget: string | null;
  message: string;
  page: string | null;
  /** The site locale the form was sent in; null for an enquiry stored before forms named one. */
  language: string | null;
  createdAt: string | Date;
}

/** nodemailer address objects: it encodes the name itself, so nothing typed can become a header of its own. */
interface Address {
  name: string;
  address: string;
}

export interface OutgoingEmail {
  to: Address;
  replyTo?: Address;
  subject: string;
  text: string;
  html: string;
}

/** Line breaks, tabs and other control characters become one space: a name or subject is one line. */
const oneLine = (value: string): string =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();

/**
 * The email provider sends `text` as the HTML part too when no `html` is given, which would let a visitor's
 * `<script>` become markup: every email carries an HTML part made of the escaped text.
 */
const asHtml = (text: string): string => `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(text)}</pre>`;

const orDash = (value: string | null): string => (value?.trim() ? value : "—");

/** "French (fr)": the agency's email is in English, and names the language to answer the visitor in. */
const languageName = (language: string | null): string => {
  const code = isLocaleCode(language) ? language : DEFAULT_LOCALE;
  const english = new Intl.DisplayNames(["en"], { type: "language" }).of(siteLocale(code).code) ?? code;
  return `${english} (${code})`;
};

/** To the agency (the configuration's contact email), answerable straight to the visitor. */
export const agencyEmail = (enquiry: StoredEnquiry, to: string): OutgoingEmail => {
  const received = new Date(enquiry.createdAt).toISOString();
  const text = [
    "A new enquiry from the website's form.",
    "",
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Company: ${orDash(enquiry.company)}`,
    `Need: ${enquiry.need}`,
    `Budget: ${orDash(enquiry.budget)}`,
    `Sent from: ${orDash(enquiry.page)}`,
    `Language: ${languageName(enquiry.language)}`,
    `Received: ${received}`,
    "",
    "Message:",
    enquiry.message,
    "",
    "Reply to this email to answer the visitor. The enquiry is in the CMS under Content Manager → Enquiry.",
  ].join("\n");
  return {
    to: { name: "", address: to },
    replyTo: { name: oneLine(enquiry.name), address: enquiry.email },
    subject: oneLine(`New enquiry: ${oneLine(enquiry.name)} (${oneLine(enquiry.need)})`),
    text,
    html: asHtml(text),
  };
};

/** To the visitor, in the editors' words (the configuration of the enquiry's locale); `{name}` in the body becomes the visitor's name. */
export const acknowledgementEmail = (enquiry: StoredEnquiry, subject: string, body: string): OutgoingEmail => {
  const text = body.split("{name}").join(oneLine(enquiry.name));
  return { to: { name: oneLine(enquiry.name), address: enquiry.email }, subject: oneLine(subject), text, html: asHtml(text) };
};
