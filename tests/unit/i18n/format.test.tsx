import * as React from "react";
import { render, renderHook, screen } from "@testing-library/react";
import { SITE_LOCALES } from "@agency/cms/contract/locales";
import { createFormat, LocaleProvider, useFormat, type LocaleState } from "../../../src/i18n/locale-context";
import { catalogueFor } from "../../../src/i18n/catalogues";
import { ReadingTime } from "../../../src/features/blog/reading-time";
import { PostDate } from "../../../src/features/blog/post-date";
import { NotFoundView } from "../../../src/features/errors/not-found-view";

const french: LocaleState = { locale: "fr", alternates: [], messages: catalogueFor("fr"), cookiePolicyPath: "/fr/politique-de-cookies/" };
const inFrench = ({ children }: { children: React.ReactNode }) => <LocaleProvider value={french}>{children}</LocaleProvider>;

describe("formatting in the page's locale", () => {
  it("writes numbers with French grouping and decimal comma", () => {
    // fr-FR groups thousands with a narrow no-break space.
    expect(createFormat("fr", catalogueFor("fr")).number(12345.5)).toBe("12\u202f345,5");
  });

  it("fills placeholders and picks the plural form for the count", () => {
    const { result } = renderHook(() => useFormat(), { wrapper: inFrench });
    expect(result.current.t("blog.readingTime", { count: 1 })).toBe("1 min de lecture");
    expect(result.current.t("blog.page", { page: 3 })).toBe("Page 3");
    expect(result.current.t("header.overview", { title: "Services" })).toBe("Services : vue d’ensemble");
  });

  it("writes a count of 1,000 or more with the language's grouping, and a fraction with its decimal sign", () => {
    const { result } = renderHook(() => useFormat(), { wrapper: inFrench });
    expect(result.current.t("blog.readingTime", { count: 1200 })).toBe("1\u202f200 min de lecture");
    expect(result.current.t("blog.page", { page: 2.5 })).toBe("Page 2,5");
  });

  // Counts under 1,000 are written without Intl (src/i18n/format-message.ts): true only while every site locale writes
  // them in Latin digits without grouping, which a new locale (Arabic, Hindi…) might not.
  it.each(SITE_LOCALES.map((locale) => [locale.code, locale.intl]))("%s (%s) writes whole numbers under 1,000 as plain digits", (_code, intl) => {
    const write = new Intl.NumberFormat(intl);
    expect([0, 7, 42, 999, -999].map((n) => write.format(n))).toEqual(["0", "7", "42", "999", "-999"]);
  });

  it("shows a key the catalogue lacks as the key itself", () => {
    expect(createFormat("fr", null).t("blog.readNext")).toBe("blog.readNext");
  });
});

describe("components under a French page", () => {
  it("render the reading time in French, and the date as the data layer wrote it", () => {
    render(
      <p>
        <PostDate date="2026-03-12" text="12 mars 2026" /> <ReadingTime minutes={4} />
      </p>,
      { wrapper: inFrench },
    );
    expect(screen.getByText("12 mars 2026")).toHaveAttribute("datetime", "2026-03-12");
    expect(screen.getByText("4 min de lecture")).toBeInTheDocument();
  });

  it("render the not-found view in French, linking to the French home page", () => {
    render(<NotFoundView path="/fr/nulle-part/" />, { wrapper: inFrench });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page introuvable : /fr/nulle-part/");
    expect(screen.getByRole("link", { name: "Aller à la page d’accueil" })).toHaveAttribute("href", "/fr/");
  });

  it("stay English with no page context (the default)", () => {
    render(<ReadingTime minutes={1} />);
    expect(screen.getByText("1 min read")).toBeInTheDocument();
  });
});
