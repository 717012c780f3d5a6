import * as React from "react";
import { contactLinks } from "../../components/site-configuration/contact-links";
import * as S from "./contact.styles";
import { useFormat } from "../../i18n/locale-context";

export interface ContactProps {
  heading?: string | null;
  text?: string | null;
  /** From the site configuration (the footer shows the same): the block has no contact fields of its own. */
  email?: string | null;
  telephone?: string | null;
}

/** Email and telephone from the configuration as links (tel: without spaces). Nothing to show, nothing rendered. */
export function Contact({ heading, text, email, telephone }: ContactProps) {
  const { t } = useFormat();
  const links = contactLinks({ email: email ?? null, telephone: telephone ?? null });
  if (links.length === 0) return null;
  return (
    <S.Contact aria-label={heading ? undefined : t("blocks.contactDetails")}>
      {heading && <S.Heading>{heading}</S.Heading>}
      {text && <S.Text>{text}</S.Text>}
      <S.List>
        {links.map((link) => (
          <S.Item key={link.href}>
            <S.Kind>{link.href.startsWith("tel:") ? "Telephone" : "Email"}</S.Kind>
            <S.Link to={link.href}>{link.label}</S.Link>
          </S.Item>
        ))}
      </S.List>
    </S.Contact>
  );
}
