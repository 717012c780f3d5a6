import * as React from "react";
import { CONSULTATION_PATH } from "../../lib/page-path";
import { SafeLink } from "../../components/links/safe-link";
import { LogoMark } from "../../theme/icons/logo-mark";
import { Wordmark } from "../../theme/icons/wordmark";
import { contactLinks } from "../../components/site-configuration/contact-links";
import { companyDetails, socialLinks, type CompanyDetails, type FooterConfiguration } from "./footer-model";
import { CookieSettings } from "./cookie-settings";
import * as S from "./footer.styles";
import { useFormat, useLocalizedPath, type Format } from "../../i18n/locale-context";
import { LanguageSwitcher } from "../../components/language-switcher/language-switcher";

/** A footer navigation entry (NavigationMenu nodes; the footer shows top-level entries only). */
interface FooterNavigationEntry {
  readonly title: string | null;
  readonly path: string | null;
  readonly external: boolean | null;
}

export interface FooterProps {
  navigation: readonly (FooterNavigationEntry | null)[];
  secondaryNavigation: readonly (FooterNavigationEntry | null)[];
  configuration: FooterConfiguration;
  /** The year the page was built; the browser replaces it with the current year after hydration. */
  buildYear?: number;
  /** The page's language switcher (the footer slice gets it from the page); by default the footer's own. */
  languages?: React.ReactNode;
}

/**
 * The footer: navigation, consultation link, contact and social blocks (each only if set), legal links with the cookie
 * settings, copyright, and the company's registration (each part only if set).
 */
export function Footer({
  navigation,
  secondaryNavigation,
  configuration,
  buildYear = new Date().getFullYear(),
  languages = <LanguageSwitcher placement="footer" />,
}: FooterProps) {
  const year = useCurrentYear(buildYear);
  const { t } = useFormat();
  const localized = useLocalizedPath();
  const contacts = contactLinks(configuration);
  const socials = socialLinks(configuration);
  const name = configuration.structured_data_name?.trim();
  return (
    <S.Footer>
      <S.Inner>
        <S.Brand>
          <S.BrandMark aria-hidden="true">
            <LogoMark className="mark" />
            <Wordmark className="wordmark" />
          </S.BrandMark>
          <S.Consultation to={localized(CONSULTATION_PATH)}>{t("footer.consultation")}</S.Consultation>
        </S.Brand>
        <S.Column as="nav" aria-label={t("footer.navigation")}>
          <NavigationList entries={navigation} />
        </S.Column>
        {contacts.length > 0 && (
          <S.Column as="section" aria-labelledby="footer-get-in-touch">
            <S.Heading id="footer-get-in-touch">{t("footer.getInTouch")}</S.Heading>
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
            <S.Heading id="footer-sociable">{t("footer.sociable")}</S.Heading>
            <S.LinkList>
              {socials.map((link) => (
                <li key={link.label}>
                  <SafeLink to={link.href} external>
                    {link.label}
                  </SafeLink>
                </li>
              ))}
            </S.LinkList>
          </S.Column>
        )}
      </S.Inner>
      <S.Bottom>
        <nav aria-label={t("footer.legal")}>
          <S.InlineList>
            <NavigationItems entries={secondaryNavigation} />
            <li>
              <CookieSettings />
            </li>
          </S.InlineList>
        </nav>
        {languages}
        <S.Copyright>
          © <span data-year="">{year}</span>
          {name ? ` ${name}` : ""}
        </S.Copyright>
        <CompanyRegistration configuration={configuration} />
      </S.Bottom>
    </S.Footer>
  );
}

/** "Lumen & Lark Ltd is registered in England and Wales, company number 09876543. Registered office: …" */
function CompanyRegistration({ configuration }: { configuration: FooterConfiguration }) {
  const { t } = useFormat();
  const sentences = registrationSentences(companyDetails(configuration), t);
  return sentences.length > 0 ? <S.Company>{sentences.join(" ")}</S.Company> : null;
}

function registrationSentences({ company, place, number, address }: CompanyDetails, t: Format["t"]): string[] {
  const sentences: string[] = [];
  const values = { company: company ?? t("footer.theCompany"), place: place ?? "", number: number ?? "" };
  if (place && number) sentences.push(t("footer.companyRegistered", values));
  else if (place) sentences.push(t("footer.companyRegisteredIn", values));
  else if (number) sentences.push(t("footer.companyNumber", values));
  if (address) sentences.push(t("footer.registeredOffice", { address }));
  return sentences;
}

function NavigationList({ entries }: { entries: FooterProps["navigation"] }) {
  return (
    <S.LinkList>
      <NavigationItems entries={entries} />
    </S.LinkList>
  );
}

function NavigationItems({ entries }: { entries: FooterProps["navigation"] }) {
  return (
    <>
      {entries.map((entry, index) =>
        entry?.title && entry.path ? (
          <li key={`${index}-${entry.title}`}>
            <SafeLink to={entry.path} external={Boolean(entry.external)}>
              {entry.title}
            </SafeLink>
          </li>
        ) : null,
      )}
    </>
  );
}

/**
 * The page is static HTML built at some date; the copyright shows the visitor's current year. The build
 * year is rendered first so hydration matches the HTML, then replaced.
 */
function useCurrentYear(buildYear: number): number {
  const [year, setYear] = React.useState(buildYear);
  React.useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
