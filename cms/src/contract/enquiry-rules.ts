/**
 * The enquiry form's rules, in one place for both sides (docs/enquiries.md): the site's form checks them as a
 * visitor types, and the CMS's endpoint, the authority, checks them again on every submission. Pure code that
 * imports only the locales (pure too), because the browser bundle and the compiled CMS both load it.
 */
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from "./locales";

/** Form field names, as posted (the plain no-JavaScript POST and the script's JSON use the same names). */
export const ENQUIRY_FIELDS = ["name", "email", "company", "need", "budget", "message", "consent"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** A field people never see; software that fills every input fills it too. Its name looks worth filling. */
export const HONEYPOT_FIELD = "website";
/**
 * How long the visitor spent on the form (ms from first using it to sending), measured by the script on the
 * visitor's own clock: a duration, so a visitor whose clock is wrong is not mistaken for a bot. A bot posts faster
 * than a person types.
 */
export const FILL_MS_FIELD = "fill_ms";
/** The site path the form was sent from: stored with the enquiry, and where the plain POST returns on an error. */
export const PAGE_FIELD = "page";
/** The language of the page the form was sent from: the CMS answers, stores and acknowledges in it. */
export const LOCALE_FIELD = "locale";

/** Sent sooner than this after the form was first used: answered as success, stored as suspected spam and not mailed (cms/src/enquiries/enquiry-spam.ts). */
const MIN_FILL_MS = 2000;
/** The largest request body the endpoint reads; a longer one is refused with 413 before it is parsed. */
export const ENQUIRY_BODY_LIMIT_BYTES = 32 * 1024;

export const ENQUIRY_MAX_LENGTH = { name: 200, email: 254, company: 200, need: 120, budget: 120, message: 5000 } as const;

export interface EnquiryMessages {
  nameMissing: string;
  nameTooLong: string;
  emailInvalid: string;
  companyTooLong: string;
  needMissing: string;
  budgetInvalid: string;
  messageMissing: string;
  messageTooLong: string;
  consentMissing: string;
  summary: string;
}

/** The locale a submission names, or the default one when it names none the site has (an old page, a bot). */
export function enquiryLocale(input: Readonly<Record<string, unknown>>): LocaleCode {
  const value = input[LOCALE_FIELD];
  return isLocaleCode(value) ? value : DEFAULT_LOCALE;
}

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export interface EnquiryOptions {
  /** What they need: the labels editors set in the configuration, in their order. */
  needs: readonly string[];
  /** Budget ranges: optional for the visitor, but only one of these when given. */
  budgets: readonly string[];
}

interface ValidEnquiry {
  name: string;
  email: string;
  company: string | null;
  need: string;
  budget: string | null;
  message: string;
}

export type EnquiryCheck = { ok: true; enquiry: ValidEnquiry } | { ok: false; errors: EnquiryErrors };

// One address, no whitespace or control characters anywhere (so no header can ride along), a dot in the domain.
const EMAIL = /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}.]+$/u;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** A ticked checkbox arrives as "on" from a plain form post, and as true from the script. */
function consentGiven(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

function isEmailAddress(value: string): boolean {
  return value.length <= ENQUIRY_MAX_LENGTH.email && EMAIL.test(value);
}

/** Every field's error at once (a visitor fixes them in one go), in the words given (the locale's ENQUIRY_MESSAGES), or the enquiry with its text trimmed. */
export function checkEnquiry(input: Readonly<Record<string, unknown>>, options: EnquiryOptions, messages: EnquiryMessages): EnquiryCheck {
  const errors: EnquiryErrors = {};
  const name = text(input.name);
  const email = text(input.email);
  const company = text(input.company);
  const need = text(input.need);
  const budget = text(input.budget);
  const message = text(input.message);

  if (name === "") errors.name = messages.nameMissing;
  else if (name.length > ENQUIRY_MAX_LENGTH.name) errors.name = messages.nameTooLong;
  if (!isEmailAddress(email)) errors.email = messages.emailInvalid;
  if (company.length > ENQUIRY_MAX_LENGTH.company) errors.company = messages.companyTooLong;
  if (!options.needs.includes(need)) errors.need = messages.needMissing;
  if (budget !== "" && !options.budgets.includes(budget)) errors.budget = messages.budgetInvalid;
  if (message === "") errors.message = messages.messageMissing;
  else if (message.length > ENQUIRY_MAX_LENGTH.message) errors.message = messages.messageTooLong;
  if (!consentGiven(input.consent)) errors.consent = messages.consentMissing;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, enquiry: { name, email, company: company || null, need, budget: budget || null, message } };
}

/**
 * Honeypot filled, or sent sooner than MIN_FILL_MS after the form was first used: the sender is told it worked
 * (a bot learns nothing). A filled honeypot is dropped; a fast form is stored as suspected spam, not mailed, for the
 * Editor to release (browser autofill can be that fast: cms/src/enquiries/enquiry-spam.ts). Without a fill time (no
 * JavaScript) only the honeypot and the rate limit apply.
 */
export function looksAutomated(input: Readonly<Record<string, unknown>>): boolean {
  if (text(input[HONEYPOT_FIELD]) !== "") return true;
  const raw = input[FILL_MS_FIELD];
  if (raw === undefined || raw === null || raw === "") return false;
  const fillMs = Number(raw);
  return !Number.isFinite(fillMs) || fillMs < MIN_FILL_MS;
}
