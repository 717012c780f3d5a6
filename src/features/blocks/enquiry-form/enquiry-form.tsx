import * as React from "react";
import {
  checkEnquiry,
  ENQUIRY_FIELDS,
  ENQUIRY_MAX_LENGTH,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  PAGE_FIELD,
  FILL_MS_FIELD,
  type EnquiryErrors,
  type EnquiryField,
} from "@agency/cms/contract/enquiry-rules";
import type { LocaleCode } from "@agency/cms/contract/locales";
import { reportGenerateLead } from "../../../lib/consent-signals";
import { SafeLink } from "../../../components/links/safe-link";
import { useEnquiryErrors, useMessages } from "../../../i18n/locale-context";
import type { EnquirySettings } from "./enquiry-settings";
import { ENQUIRY_FORM_ATTRIBUTE } from "./enquiry-form-marker";
import { MessageCounter } from "./message-counter";
import { RefusalNotices, type ContactDetails } from "./refusal-notices";
import { sendEnquiry } from "./send-enquiry";
import * as S from "./enquiry-form.styles";

export interface EnquiryFormProps {
  /** The page's language: the form's words, its checks' messages, and what it tells the CMS to answer in. */
  locale: LocaleCode;
  heading: string;
  intro?: string | null;
  submitLabel: string;
  settings: EnquirySettings;
  /** The CMS's enquiry endpoint: the plain form posts there, and so does the script. */
  endpoint: string;
  /** The page the form is on, sent along so the CMS knows where an enquiry came from. */
  pagePath: string;
  /** The agency's email and telephone, offered when a form sent without JavaScript is refused. */
  contact?: ContactDetails;
}

const NO_CONTACT: ContactDetails = { email: null, telephone: null };

type Phase = { name: "idle" } | { name: "sending" } | { name: "sent" } | { name: "failed"; message: string };

/**
 * The enquiry form (docs/enquiries.md). The HTML alone is a working form: a plain POST to the CMS with the
 * browser's own checks, answered by a thank-you page. Once the script runs it takes over: the same rules as the
 * CMS checked in place, errors at their fields, the first wrong field focused, a busy button, and a success
 * message announced without leaving the page. Inputs are uncontrolled, so nothing typed is lost on any error.
 */
export function EnquiryForm({ locale, heading, intro, submitLabel, settings, endpoint, pagePath, contact = NO_CONTACT }: EnquiryFormProps) {
  const texts = useMessages().enquiryForm;
  const errorWords = useEnquiryErrors();
  const id = React.useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const formRef = React.useRef<HTMLFormElement>(null);
  const successRef = React.useRef<HTMLHeadingElement>(null);
  const startedAt = React.useRef<number | null>(null);
  const [enhanced, setEnhanced] = React.useState(false);
  const [errors, setErrors] = React.useState<EnquiryErrors>({});
  const [phase, setPhase] = React.useState<Phase>({ name: "idle" });
  const [messageLength, setMessageLength] = React.useState(0);

  // Until hydration the browser validates (no script, plain POST); after it, the form's own messages do. A message
  // the browser restored (Back after a refusal) is counted from the start.
  React.useEffect(() => {
    setEnhanced(true);
    setMessageLength(formRef.current?.querySelector("textarea")?.value.trim().length ?? 0);
  }, []);
  React.useEffect(() => {
    if (phase.name === "sent") successRef.current?.focus();
  }, [phase.name]);

  const noteStart = () => {
    startedAt.current ??= Date.now();
  };

  const showErrors = (found: EnquiryErrors) => {
    setErrors(found);
    const first = ENQUIRY_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.name === "sending") return;
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const check = checkEnquiry(values, settings, errorWords);
    if (!check.ok) {
      setPhase({ name: "idle" });
      showErrors(check.errors);
      return;
    }
    setErrors({});
    setPhase({ name: "sending" });
    const fillMs = Date.now() - (startedAt.current ?? Date.now());
    const outcome = await sendEnquiry(endpoint, { ...values, consent: true, [FILL_MS_FIELD]: fillMs });
    if (outcome.kind === "sent") {
      setPhase({ name: "sent" });
      reportGenerateLead({ form: "enquiry", need: check.enquiry.need });
    } else if (outcome.kind === "invalid") {
      setPhase({ name: "idle" });
      showErrors(outcome.errors);
    } else {
      setPhase({ name: "failed", message: outcome.message ?? settings.errorMessage });
    }
  };

  const countMessage = (event: React.FormEvent<HTMLTextAreaElement>) => setMessageLength(event.currentTarget.value.trim().length);

  const describedBy = (field: EnquiryField, hint?: string) => [hint, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldProps = (field: EnquiryField, hint?: string) => ({
    id: fieldId(field),
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
  });
  const fieldError = (field: EnquiryField) =>
    errors[field] ? (
      <S.FieldError id={`${fieldId(field)}-error`}>
        <span aria-hidden="true">! </span>
        {errors[field]}
      </S.FieldError>
    ) : null;

  const sending = phase.name === "sending";
  const headingId = fieldId("heading");

  return (
    <S.Enquiry aria-labelledby={headingId} {...{ [ENQUIRY_FORM_ATTRIBUTE]: "" }}>
      <S.Heading id={headingId}>{heading}</S.Heading>
      {intro && phase.name !== "sent" && <S.Intro>{intro}</S.Intro>}
      {/* Present from the start, so the success message is announced when it appears. */}
      <div role="status">
        {phase.name === "sent" && (
          <S.Success>
            <S.SuccessHeading ref={successRef} tabIndex={-1}>
              {settings.successHeading}
            </S.SuccessHeading>
            <p>{settings.successMessage}</p>
          </S.Success>
        )}
      </div>
      {phase.name !== "sent" && <RefusalNotices contact={contact} />}
      {phase.name !== "sent" && (
        <S.Form
          ref={formRef}
          method="post"
          action={endpoint}
          noValidate={enhanced}
          onSubmit={submit}
          onFocus={noteStart}
          onInput={noteStart}
          aria-busy={sending || undefined}
        >
          <input type="hidden" name={PAGE_FIELD} value={pagePath} />
          <input type="hidden" name={LOCALE_FIELD} value={locale} />
          <S.Pair>
            <S.Field>
              <S.Label htmlFor={fieldId("name")}>{texts.name}</S.Label>
              <S.Input {...fieldProps("name")} type="text" autoComplete="name" required maxLength={ENQUIRY_MAX_LENGTH.name} />
              {fieldError("name")}
            </S.Field>
            <S.Field>
              <S.Label htmlFor={fieldId("email")}>{texts.email}</S.Label>
              <S.Input {...fieldProps("email")} type="email" autoComplete="email" required maxLength={ENQUIRY_MAX_LENGTH.email} />
              {fieldError("email")}
            </S.Field>
          </S.Pair>
          <S.Field>
            <S.Label htmlFor={fieldId("company")}>
              {texts.company} <S.Optional>{texts.optional}</S.Optional>
            </S.Label>
            <S.Input {...fieldProps("company")} type="text" autoComplete="organization" maxLength={ENQUIRY_MAX_LENGTH.company} />
            {fieldError("company")}
          </S.Field>
          <S.Pair>
            <S.Field>
              <S.Label htmlFor={fieldId("need")}>{texts.need}</S.Label>
              <S.Select {...fieldProps("need")} required defaultValue="">
                <option value="">{texts.chooseNeed}</option>
                {settings.needs.map((need) => (
                  <option key={need} value={need}>
                    {need}
                  </option>
                ))}
              </S.Select>
              {fieldError("need")}
            </S.Field>
            {settings.budgets.length > 0 && (
              <S.Field>
                <S.Label htmlFor={fieldId("budget")}>
                  {texts.budget} <S.Optional>{texts.optional}</S.Optional>
                </S.Label>
                <S.Select {...fieldProps("budget")} defaultValue="">
                  <option value="">{texts.noBudget}</option>
                  {settings.budgets.map((budget) => (
                    <option key={budget} value={budget}>
                      {budget}
                    </option>
                  ))}
                </S.Select>
                {fieldError("budget")}
              </S.Field>
            )}
          </S.Pair>
          <S.Field>
            <S.Label htmlFor={fieldId("message")}>{texts.message}</S.Label>
            {/* No maxLength: the browser would cut a pasted text silently; the counter shows the limit instead. */}
            <S.TextArea {...fieldProps("message", fieldId("message-count"))} rows={6} required onInput={countMessage} />
            <MessageCounter id={fieldId("message-count")} length={messageLength} enhanced={enhanced} />
            {fieldError("message")}
          </S.Field>
          <S.Consent>
            <S.Check>
              <input {...fieldProps("consent", settings.privacyNote ? fieldId("privacy") : undefined)} type="checkbox" value="on" required />
              <label htmlFor={fieldId("consent")}>{texts.consent}</label>
            </S.Check>
            {settings.privacyNote && (
              <S.Note id={fieldId("privacy")}>
                {settings.privacyNote}
                {settings.privacyPath && (
                  <>
                    {" "}
                    <SafeLink to={settings.privacyPath}>{texts.privacyPolicy}</SafeLink>
                  </>
                )}
              </S.Note>
            )}
            {fieldError("consent")}
          </S.Consent>
          {/* Out of sight and out of the tab order; software that fills every field fills this one too. */}
          <S.Trap aria-hidden="true">
            <label htmlFor={fieldId(HONEYPOT_FIELD)}>{texts.website}</label>
            <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </S.Trap>
          {phase.name === "failed" && <S.Failure role="alert">{phase.message}</S.Failure>}
          <S.Submit type="submit" aria-disabled={sending || undefined}>
            {sending ? texts.sending : submitLabel}
          </S.Submit>
        </S.Form>
      )}
    </S.Enquiry>
  );
}
