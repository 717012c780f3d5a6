import * as React from "react";
import { render, renderHook, screen } from "@testing-library/react";
import { createFormat, LocaleProvider, useFormat, type LocaleState } from "../../../src/i18n/locale-context";
import { catalogueFor } from "../../../src/i18n/catalogues";
import { ReadingTime } from "../../../src/features/blog/reading-time";
import { PostDate } from "../../../src/features/blog/post-date";
import { NotFoundView } from "../../../src/features/errors/not-found-view";

const french: LocaleState = { locale: "fr", alternates: [], messages: catalogueFor("fr"), cookiePolicyPath: "/fr/politique-de-cookies/" };
const inFrench = ({ children }: { children: React.ReactNode }) => <LocaleProvider value={french}>{children}</LocaleProvider>;

describe("formatting in the page's locale", () => {
  it("writes a calendar date the French way", () => {
    expect(createFormat("fr", catalogueFor("fr")).date("2026-03-12")).toBe("12 mars 2026");
  });

  it("writes a calendar date the British way in English", () => {
    expect(createFormat("en", catalogueFor("en")).date("2026-03-12")).toBe("12 March 2026");
  });

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

  it("shows a key the catalogue lacks as the key itself", () => {
    expect(createFormat("fr", null).t("blog.readNext")).toBe("blog.readNext");
  });
});

describe("components under a French page", () => {
  it("render the reading time and the date in French", () => {
    render(
      <p>
        <PostDate date="2026-03-12" /> <ReadingTime minutes={4} />
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
