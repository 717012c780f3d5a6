import { DEFAULT_LOCALE, isLocaleCode, siteLocale, type LocaleCode } from "../contract/locales";
import { emailHtml, emailText, type EmailDetail, type EmailLayout } from "./enquiry-email-layout";
import { ENQUIRY_COPY_TEXTS } from "./enquiry-email-texts";

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
  /** ENQUIRY_FROM as written ("Name <address>"), else the agency's name and email. */
  from: Address | string;
  to: Address;
  replyTo: Address;
  subject: string;
  text: string;
  html: string;
}

/** Who the emails are from: the agency, as the configuration names it. */
export interface EnquirySender {
  agencyName: string;
  agencyEmail: string;
  /** ENQUIRY_FROM when set. */
  from: string | null;
}

/** Line breaks, tabs and other control characters become one space: a name or subject is one line. */
const oneLine = (value: string): string =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();

/** A name or need as a subject line or a greeting shows it: one line, without markup (`<b>Ada</b>` is "Ada"). */
const plainLine = (value: string): string => oneLine(value.replace(/<[^>]*>/g, ""));

const orDash = (value: string | null): string => (value?.trim() ? value : "—");

const localeOf = (language: string | null): LocaleCode => (isLocaleCode(language) ? language : DEFAULT_LOCALE);

/** "French (fr)": the agency's email is in English, and names the language to answer the visitor in. */
const languageName = (language: string | null): string => {
  const code = localeOf(language);
  const english = new Intl.DisplayNames(["en"], { type: "language" }).of(siteLocale(code).code) ?? code;
  return `${english} (${code})`;
};

/** The visitor as a greeting or subject names them; their address when the name was nothing but markup. */
const visitorName = (enquiry: StoredEnquiry): string => plainLine(enquiry.name) || enquiry.email;

const fromOf = (sender: EnquirySender): Address | string => sender.from ?? { name: sender.agencyName, address: sender.agencyEmail };

const email = (layout: EmailLayout, envelope: Pick<OutgoingEmail, "from" | "to" | "replyTo">): OutgoingEmail => ({
  ...envelope,
  subject: layout.title,
  text: emailText(layout),
  html: emailHtml(layout),
});

/** To the agency (the configuration's contact email), in English, answerable straight to the visitor. */
export const agencyEmail = (enquiry: StoredEnquiry, sender: EnquirySender): OutgoingEmail => {
  const details: EmailDetail[] = [
    { label: "Name", value: enquiry.name },
    { label: "Email", value: enquiry.email },
    { label: "Company", value: orDash(enquiry.company) },
    { label: "Need", value: enquiry.need },
    { label: "Budget", value: orDash(enquiry.budget) },
    { label: "Sent from", value: orDash(enquiry.page) },
    { label: "Language", value: languageName(enquiry.language) },
    { label: "Received", value: new Date(enquiry.createdAt).toISOString() },
  ];
  const layout: EmailLayout = {
    lang: "en",
    agencyName: sender.agencyName,
    title: plainLine(`New enquiry: ${visitorName(enquiry)} (${plainLine(enquiry.need)})`),
    paragraphs: ["A new enquiry from the website's form."],
    details,
    messageLabel: "Message",
    message: enquiry.message,
    footer: "Reply to this email to answer the visitor. The enquiry is in the CMS under Content Manager → Enquiry.",
  };
  return email(layout, {
    from: fromOf(sender),
    to: { name: sender.agencyName, address: sender.agencyEmail },
    replyTo: { name: plainLine(enquiry.name), address: enquiry.email },
  });
};

/**
 * The visitor's copy, in the editors' words (the configuration of the enquiry's locale; `{name}` in the body becomes
 * the visitor's name, without markup), then their enquiry in full; answerable straight to the agency.
 */
export const acknowledgementEmail = (enquiry: StoredEnquiry, sender: EnquirySender, subject: string, body: string): OutgoingEmail => {
  // A locale added to the site before its words here gets English ones rather than none.
  const texts = ENQUIRY_COPY_TEXTS[localeOf(enquiry.language)] ?? ENQUIRY_COPY_TEXTS[DEFAULT_LOCALE];
  const greeting = body.split("{name}").join(visitorName(enquiry)).trim();
  const layout: EmailLayout = {
    lang: localeOf(enquiry.language),
    agencyName: sender.agencyName,
    title: plainLine(subject),
    paragraphs: greeting.split(/\r?\n\s*\r?\n/),
    quoteIntro: texts.quoteIntro,
    details: [
      { label: texts.name, value: enquiry.name },
      { label: texts.email, value: enquiry.email },
      { label: texts.company, value: orDash(enquiry.company) },
      { label: texts.need, value: enquiry.need },
      { label: texts.budget, value: orDash(enquiry.budget) },
    ],
    messageLabel: texts.message,
    message: enquiry.message,
    footer: texts.replyHint,
  };
  return email(layout, {
    from: fromOf(sender),
    to: { name: plainLine(enquiry.name), address: enquiry.email },
    replyTo: { name: sender.agencyName, address: sender.agencyEmail },
  });
};
