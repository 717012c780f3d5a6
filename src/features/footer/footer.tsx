import * as React from "react";
import { SafeLink } from "../links/safe-link";
import type { NavigationItems } from "../layout/use-site-chrome";
import { contactLinks, socialLinks, type FooterConfiguration } from "./footer-model";
import * as S from "./footer.styles";

export interface FooterProps {
  navigation: NavigationItems;
  secondaryNavigation: NavigationItems;
  configuration: FooterConfiguration & { structured_data_name?: string | null };
  year?: number;
}

export function Footer({ navigation, secondaryNavigation, configuration, year = new Date().getFullYear() }: FooterProps) {
  const contacts = contactLinks(configuration);
  const socials = socialLinks(configuration);
  return (
    <S.Footer>
      <S.Inner>
        <S.Column>
          <nav aria-label="Footer">
            <S.LinkList>
              {navigation.map((item) =>
                item.path ? (
                  <li key={item.title}>
                    <SafeLink to={item.path} external={item.external}>{item.title}</SafeLink>
                  </li>
                ) : null,
              )}
            </S.LinkList>
          </nav>
          <S.Consultation to="/#free-consultation">Free 1hr consultation</S.Consultation>
        </S.Column>
        {contacts.length > 0 && (
          <S.Column as="section" aria-labelledby="footer-get-in-touch">
            <S.Heading id="footer-get-in-touch">Get in touch</S.Heading>
            <S.LinkList>
              {contacts.map((link) => (
                <li key={link.href}>
                  <SafeLink to={link.href}>{link.label}</SafeLink>
                </li>
              ))}
            </S.LinkList>
          </S.Column>
        )}
        {socials.length > 0 && (
          <S.Column as="section" aria-labelledby="footer-sociable">
            <S.Heading id="footer-sociable">Let&apos;s be sociable</S.Heading>
            <S.LinkList>
              {socials.map((link) => (
                <li key={link.label}>
                  <SafeLink to={link.href} external>{link.label}</SafeLink>
                </li>
              ))}
            </S.LinkList>
          </S.Column>
        )}
      </S.Inner>
      <S.Bottom>
        <nav aria-label="Legal">
          <S.InlineList>
            {secondaryNavigation.map((item) =>
              item.path ? (
                <li key={item.title}>
                  <SafeLink to={item.path} external={item.external}>{item.title}</SafeLink>
                </li>
              ) : null,
            )}
          </S.InlineList>
        </nav>
        <p>
          © {year} {configuration.structured_data_name ?? ""}
        </p>
      </S.Bottom>
    </S.Footer>
  );
}
