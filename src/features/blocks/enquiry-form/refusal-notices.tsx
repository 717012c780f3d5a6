import * as React from "react";
import { contactLinks } from "../../../components/site-configuration/contact-links";
import { useMessages } from "../../../i18n/locale-context";
import * as S from "./enquiry-form.styles";

/** The agency's email and telephone from the configuration: what a refused visitor can use instead. */
export interface ContactDetails {
  email: string | null;
  telephone: string | null;
}

/**
 * Why the CMS refused a form posted without JavaScript. It answers with a 303 back to the form's page, targeting
 * `#enquiry-refused-<reason>` (cms/src/enquiries/enquiry-answers.ts): these ids are that contract.
 */
const REASONS = ["invalid", "rate-limit", "too-large", "other"] as const;
type Reason = (typeof REASONS)[number];

/**
 * One notice per refusal, all in the page's HTML and hidden; the address's fragment shows the right one with CSS
 * alone (`:target`), so a visitor without JavaScript lands on the site in its design, told what happened and
 * given the agency's email and telephone.
 */
export function RefusalNotices({ contact }: { contact: ContactDetails }) {
  const texts = useMessages().enquiryRefused;
  const links = contactLinks(contact);
  const why: Record<Reason, string> = { invalid: texts.invalid, "rate-limit": texts.rateLimit, "too-large": texts.tooLarge, other: texts.other };
  return (
    <>
      {REASONS.map((reason) => (
        <S.Refusal key={reason} id={`enquiry-refused-${reason}`} tabIndex={-1}>
          <S.RefusalHeading>{texts.heading}</S.RefusalHeading>
          <p>{why[reason]}</p>
          {links.length > 0 && (
            <>
              <p>{texts.contactInstead}</p>
              <S.RefusalContacts>
                {links.map((link) => (
                  <li key={link.href}>
                    {link.href.startsWith("tel:") ? texts.telephone : texts.email} <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </S.RefusalContacts>
            </>
          )}
        </S.Refusal>
      ))}
    </>
  );
}
