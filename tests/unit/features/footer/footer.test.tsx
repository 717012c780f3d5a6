import * as React from "react";
import { screen, within, render } from "@testing-library/react";
import { Footer } from "../../../../src/features/footer/footer";
import { contactLinks } from "../../../../src/components/site-configuration/contact-links";
import { socialLinks } from "../../../../src/features/footer/footer-model";
import { LocaleProvider } from "../../../../src/i18n/locale-context";
import { catalogueFor } from "../../../../src/i18n/catalogues";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const navigation = [
  { title: "Services", path: "/services/", external: false },
  { title: "Careers", path: "https://jobs.example.org/", external: true },
];
const legal = [{ title: "Cookie policy", path: "/cookie-policy/", external: false }];

describe("footer rules (only if set)", () => {
  it("shows nothing for an empty configuration", () => {
    expect(contactLinks({})).toEqual([]);
    expect(socialLinks({})).toEqual([]);
    expect(contactLinks({ email: "  ", telephone: null })).toEqual([]);
    expect(socialLinks({ instagram_url: "", linkedin_url: " ", facebook_url: null, tiktok_url: undefined })).toEqual([]);
  });

  it("strips the spaces from the telephone link but keeps them in the label", () => {
    expect(contactLinks({ telephone: "+44 20 7946 0321" })).toEqual([{ label: "+44 20 7946 0321", href: "tel:+442079460321" }]);
  });

  it("shows each social network only when its URL is set, in a fixed order", () => {
    expect(socialLinks({ tiktok_url: "https://tiktok.com/@x", instagram_url: "https://instagram.com/x" }).map((link) => link.label)).toEqual([
      "Instagram",
      "TikTok",
    ]);
  });
});

describe("footer", () => {
  it("with a sparse configuration shows the navigation, the consultation link, legal links and the copyright only", () => {
    render(<Footer navigation={navigation} secondaryNavigation={legal} configuration={{ structured_data_name: "Lumen & Lark" }} buildYear={2020} />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("navigation", { name: "Footer" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Free 1hr consultation" })).toHaveAttribute("href", "/#free-consultation");
    expect(within(footer).queryByText("Get in touch")).toBeNull();
    expect(within(footer).queryByText("Let's be sociable")).toBeNull();
    expect(within(footer).getByRole("navigation", { name: "Legal" })).toHaveTextContent("Cookie policy");
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Lumen & Lark`);
  });

  it("shows the email and telephone links when set", () => {
    render(<Footer navigation={[]} secondaryNavigation={[]} configuration={{ email: "hello@example.com", telephone: "+44 20 7946 0321" }} />);
    const block = screen.getByRole("region", { name: "Get in touch" });
    expect(within(block).getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
    expect(within(block).getByRole("link", { name: "+44 20 7946 0321" })).toHaveAttribute("href", "tel:+442079460321");
  });

  it("shows only the telephone when only the telephone is set", () => {
    render(<Footer navigation={[]} secondaryNavigation={[]} configuration={{ telephone: "020 7946 0321" }} />);
    const block = screen.getByRole("region", { name: "Get in touch" });
    expect(within(block).getAllByRole("link")).toHaveLength(1);
    expect(within(block).getByRole("link")).toHaveAttribute("href", "tel:02079460321");
  });

  it("shows the social networks that are set, as safe external links", () => {
    render(<Footer navigation={[]} secondaryNavigation={[]} configuration={{ linkedin_url: "https://www.linkedin.com/company/x", tiktok_url: "" }} />);
    const block = screen.getByRole("region", { name: "Let's be sociable" });
    const links = within(block).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["LinkedIn (leaves this site)"]);
    expect(links[0]!.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links navigation entries safely, external only when flagged", () => {
    render(<Footer navigation={navigation} secondaryNavigation={legal} configuration={{}} />);
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services/");
    expect(screen.getByRole("link", { name: "Careers (leaves this site)" })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the visitor's current year once running in the browser", () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z") });
    try {
      render(<Footer navigation={[]} secondaryNavigation={[]} configuration={{}} buildYear={2030} />);
      expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031");
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("footer: UK company details (each only when set)", () => {
  const company = {
    structured_data_name: "Lumen & Lark",
    company_number: "09876543",
    registered_in: "England and Wales",
    registered_office: "Studio 4, 18 Lumen Mews, London E2 8AB",
  };
  const details = () => screen.queryByText(/registered|immatriculée|Siège/i);

  it("names the registered company, where it is registered, its number and its registered office", () => {
    render(<Footer navigation={[]} secondaryNavigation={[]} configuration={company} />);
    expect(details()).toHaveTextContent(
      /^Lumen & Lark Ltd is registered in England and Wales, company number 09876543\. Registered office: Studio 4, 18 Lumen Mews, London E2 8AB\.$/,
    );
  });

  it("in French in the French footer", () => {
    render(
      <LocaleProvider value={{ locale: "fr", alternates: [], messages: catalogueFor("fr"), cookiePolicyPath: "/fr/politique-cookies/" }}>
        <Footer navigation={[]} secondaryNavigation={[]} configuration={{ ...company, registered_in: "Angleterre et pays de Galles" }} />
      </LocaleProvider>,
    );
    expect(details()).toHaveTextContent(
      /^Lumen & Lark Ltd est immatriculée en Angleterre et pays de Galles sous le numéro 09876543\. Siège social : Studio 4, 18 Lumen Mews, London E2 8AB\.$/,
    );
  });

  it.each([
    [{ registered_in: "England and Wales" }, "Lumen & Lark Ltd is registered in England and Wales."],
    [{ company_number: "09876543" }, "Lumen & Lark Ltd is registered under company number 09876543."],
    [{ registered_office: "Studio 4, 18 Lumen Mews, London E2 8AB." }, "Registered office: Studio 4, 18 Lumen Mews, London E2 8AB."],
    [
      { registered_in: "England and Wales", company_number: " 09876543 ", structured_data_name: "Lumen & Lark Limited" },
      "Lumen & Lark Limited is registered in England and Wales, company number 09876543.",
    ],
    [
      { registered_in: "England and Wales", company_number: "09876543", structured_data_name: "" },
      "The company is registered in England and Wales, company number 09876543.",
    ],
  ])("shows what is set: %j", (fields, text) => {
    render(<Footer navigation={[]} secondaryNavigation={[]} configuration={{ structured_data_name: "Lumen & Lark", ...fields }} />);
    expect(details()?.textContent).toBe(text);
  });

  it("shows nothing of it when none is set", () => {
    render(
      <Footer navigation={[]} secondaryNavigation={[]} configuration={{ structured_data_name: "Lumen & Lark", company_number: " ", registered_in: null }} />,
    );
    expect(details()).toBeNull();
  });
});

describe("footer: Cookie settings", () => {
  it("is a button beside the legal links that asks the consent feature for its dialog", () => {
    const requested = jest.fn();
    window.addEventListener("cookie-consent:open-preferences", requested);
    try {
      render(<Footer navigation={[]} secondaryNavigation={legal} configuration={{}} />);
      const legalNav = screen.getByRole("navigation", { name: "Legal" });
      const button = within(legalNav).getByRole("button", { name: "Cookie settings" });
      expect(button).toHaveAttribute("aria-haspopup", "dialog");
      button.click();
      expect(requested).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener("cookie-consent:open-preferences", requested);
    }
  });

  it("is called Paramètres des cookies in French", () => {
    render(
      <LocaleProvider value={{ locale: "fr", alternates: [], messages: catalogueFor("fr"), cookiePolicyPath: "/fr/politique-cookies/" }}>
        <Footer navigation={[]} secondaryNavigation={[]} configuration={{}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "Paramètres des cookies" })).toBeInTheDocument();
  });
});
