import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { LanguageSwitcher } from "../../../src/components/language-switcher/language-switcher";
import { LocaleProvider, type LocaleState } from "../../../src/i18n/locale-context";
import { SiteLocalesProvider } from "../../../src/i18n/site-locales";
import { catalogueFor } from "../../../src/i18n/catalogues";
import type { LocaleCode } from "@agency/cms/contract/locales";

function renderSwitcher(
  state: Omit<LocaleState, "messages" | "cookiePolicyPath">,
  siteLocales: LocaleCode[] = ["en", "fr"],
  placement: "header" | "footer" = "header",
) {
  const value: LocaleState = { ...state, messages: catalogueFor(state.locale), cookiePolicyPath: "/cookie-policy/" };
  return render(
    <LocaleProvider value={value}>
      <SiteLocalesProvider value={siteLocales}>
        <LanguageSwitcher placement={placement} />
      </SiteLocalesProvider>
    </LocaleProvider>,
  );
}

it("links an English page to its French translation, marked with its language", () => {
  renderSwitcher({
    locale: "en",
    alternates: [
      { locale: "en", path: "/services/digital/seo/" },
      { locale: "fr", path: "/fr/services/numerique/seo/" },
    ],
  });
  const nav = screen.getByRole("navigation", { name: "Languages" });
  const link = within(nav).getByRole("link", { name: "Français" });
  expect(link).toHaveAttribute("href", "/fr/services/numerique/seo/");
  expect(link).toHaveAttribute("hreflang", "fr");
  expect(link).toHaveAttribute("lang", "fr");
  expect(within(nav).getAllByRole("link")).toHaveLength(1);
  expect(within(nav).getByText("English")).toHaveAttribute("aria-current", "true");
});

it("names the switcher and links back to English from a French page", () => {
  renderSwitcher({
    locale: "fr",
    alternates: [
      { locale: "en", path: "/about/" },
      { locale: "fr", path: "/fr/a-propos/" },
    ],
  });
  const nav = screen.getByRole("navigation", { name: "Langues" });
  expect(within(nav).getByRole("link", { name: "English" })).toHaveAttribute("href", "/about/");
  expect(within(nav).getByText("Français")).toHaveAttribute("aria-current", "true");
});

it("sends a page without a French translation to the French home page, saying so in French", () => {
  renderSwitcher({ locale: "en", alternates: [{ locale: "en", path: "/careers/" }] });
  const link = screen.getByRole("link", { name: "Français — page non traduite, accueil" });
  expect(link).toHaveAttribute("href", "/fr/");
  expect(link).toHaveAttribute("hreflang", "fr");
  expect(link).toHaveAttribute("lang", "fr");
});

it("offers no language that has no site", () => {
  const { container } = renderSwitcher({ locale: "en", alternates: [{ locale: "en", path: "/careers/" }] }, ["en"]);
  expect(container).toBeEmptyDOMElement();
});

it("names the footer's copy apart from the header's (two navigation landmarks need distinct names), in the page's language", () => {
  const alternates = [
    { locale: "en" as const, path: "/about/" },
    { locale: "fr" as const, path: "/fr/a-propos/" },
  ];
  renderSwitcher({ locale: "en", alternates }, ["en", "fr"], "footer");
  expect(screen.getByRole("navigation", { name: "Footer languages" })).toBeInTheDocument();
  renderSwitcher({ locale: "fr", alternates }, ["en", "fr"], "footer");
  expect(screen.getByRole("navigation", { name: "Langues du pied de page" })).toBeInTheDocument();
});
