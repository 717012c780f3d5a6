import * as React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { usePageLocaleState } from "../../../src/i18n/page-locale";
import { LocaleProvider, useFormat } from "../../../src/i18n/locale-context";

jest.mock("gatsby", () => ({ graphql: jest.fn(), useStaticQuery: jest.fn() }));

// What the UiCatalogues static query answers (plugins/cms-data-layer/i18n/source-catalogues.ts), cut to one key.
const CATALOGUES = {
  catalogues: {
    nodes: [
      { locale: "en", messages: { footer: { legal: "Legal (from the data layer)" } } },
      { locale: "fr", messages: { footer: { legal: "Mentions légales (de la couche de données)" } } },
    ],
  },
};

function Legal() {
  return <p>{useFormat().t("footer.legal")}</p>;
}

function Page({ context }: { context: { locale?: unknown } | null }) {
  return (
    <LocaleProvider value={usePageLocaleState(context)}>
      <Legal />
    </LocaleProvider>
  );
}

describe("a page's words", () => {
  it("come from its language's catalogue in the data layer, not from its context", () => {
    (useStaticQuery as jest.Mock).mockReturnValue(CATALOGUES);
    render(<Page context={{ locale: "fr" }} />);
    expect(screen.getByText("Mentions légales (de la couche de données)")).toBeInTheDocument();
  });

  it("are the default language's for a page without a context", () => {
    (useStaticQuery as jest.Mock).mockReturnValue(CATALOGUES);
    render(<Page context={null} />);
    expect(screen.getByText("Legal (from the data layer)")).toBeInTheDocument();
  });

  it("fall back to the English catalogue in development when the data layer has none", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({});
    render(<Page context={{ locale: "fr" }} />);
    expect(screen.getByText("Legal")).toBeInTheDocument();
  });
});
