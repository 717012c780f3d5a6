import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EnquiryForm } from "../../../../src/features/blocks/enquiry-form/enquiry-form";
import type { EnquirySettings } from "../../../../src/features/blocks/enquiry-form/enquiry-settings";
import { catalogueFor } from "../../../../src/i18n/catalogues";
import { LocaleProvider } from "../../../../src/i18n/locale-context";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

const ENDPOINT = "https://cms.example.com/api/enquiries/submit";
const SETTINGS: EnquirySettings = {
  needs: ["A free consultation", "Video"],
  budgets: ["Under £5,000", "Over £50,000"],
  privacyNote: "We use your details only to answer your enquiry.",
  privacyPath: "/privacy-policy/",
  successHeading: "Thank you, we have your enquiry",
  successMessage: "A strategist will reply within one working day.",
  errorMessage: "Your enquiry could not be sent. Please try again in a moment, or email us.",
};

const renderForm = () =>
  render(
    <EnquiryForm
      locale="en"
      heading="Tell us about your project"
      intro="Two minutes."
      submitLabel="Send enquiry"
      settings={SETTINGS}
      endpoint={ENDPOINT}
      pagePath="/contact/"
    />,
  );

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Company (optional)"), "Analytical Engines");
  await user.selectOptions(screen.getByLabelText("What do you need?"), "Video");
  await user.selectOptions(screen.getByLabelText("Budget (optional)"), "Under £5,000");
  await user.type(screen.getByLabelText("Message"), "A launch film.");
  await user.click(screen.getByLabelText("I agree that you keep these details to answer my enquiry."));
}

// jsdom has no fetch: the form's one call is replaced by a mock that answers as the CMS would (the real CMS answers
// in cms/tests/enquiries.test.ts and tests/e2e/enquiry).
const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;
const htmlResponse = (status: number) => ({ ok: false, status, json: () => Promise.reject(new SyntaxError("Unexpected token <")) }) as unknown as Response;

let fetchMock: jest.Mock;
let leads: unknown[];
const onLead = (event: Event) => leads.push((event as CustomEvent).detail);

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  leads = [];
  window.addEventListener("site:generate-lead", onLead);
});
afterEach(() => {
  window.removeEventListener("site:generate-lead", onLead);
});

describe("enquiry form: the HTML alone", () => {
  it("is a plain POST form to the CMS with every field labelled, the consent unticked and the honeypot hidden from people", () => {
    renderForm();
    const form = screen.getByRole("button", { name: "Send enquiry" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "https://cms.example.com/api/enquiries/submit");
    expect(screen.getByLabelText("Name")).toHaveAttribute("name", "name");
    expect(screen.getByLabelText("Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Company (optional)")).not.toBeRequired();
    expect([...screen.getByLabelText<HTMLSelectElement>("What do you need?").options].map((option) => option.text)).toEqual([
      "Choose one",
      "A free consultation",
      "Video",
    ]);
    expect([...screen.getByLabelText<HTMLSelectElement>("Budget (optional)").options].map((option) => option.value)).toEqual([
      "",
      "Under £5,000",
      "Over £50,000",
    ]);
    expect(screen.getByLabelText("Message")).toBeRequired();
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy/");
    const honeypot = form.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.querySelector('input[type="hidden"][name="page"]')).toHaveValue("/contact/");
    expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue("en");
  });
});

describe("enquiry form with its script", () => {
  it("an empty form shows every field's error at the field, focuses Name, and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Enter your name.");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter an email address like name@example.com.");
    expect(screen.getByLabelText("What do you need?")).toHaveAccessibleDescription("Choose what you need.");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("0 of 5,000 characters Tell us a little about your project.");
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "We use your details only to answer your enquiry. privacy policy Tick the box to agree to the privacy policy.",
    );
    expect(screen.getByLabelText("Company (optional)")).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a wrong email alone focuses Email and keeps everything typed", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "ada@example");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example");
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Message")).toHaveValue("A launch film.");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a valid form is sent as JSON, the button is busy meanwhile, then the success texts are announced and a lead is reported", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));

    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://cms.example.com/api/enquiries/submit");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      need: "Video",
      budget: "Under £5,000",
      message: "A launch film.",
      consent: true,
      website: "",
      page: "/contact/",
      locale: "en",
    });
    expect(typeof body.fill_ms).toBe("number");
    expect(body.fill_ms).toBeGreaterThanOrEqual(0);
    // A second click while sending sends nothing more.
    await user.click(screen.getByRole("button", { name: "Sending…" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(jsonResponse(200, { data: { status: "received" } })));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Thank you, we have your enquiry");
    expect(status).toHaveTextContent("A strategist will reply within one working day.");
    expect(screen.getByRole("heading", { name: "Thank you, we have your enquiry" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Send enquiry" })).toBeNull();
    expect(leads).toEqual([{ form: "enquiry", need: "Video" }]);
  });

  it("fields the CMS refuses are shown at their fields, and what was typed stays", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        data: null,
        error: {
          status: 400,
          name: "ValidationError",
          message: "Please correct the fields marked below.",
          details: { fields: { email: "Enter an email address like name@example.com." } },
        },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter an email address like name@example.com.");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Message")).toHaveValue("A launch film.");
    expect(leads).toEqual([]);
  });

  it("too many enquiries: the CMS's own message is shown as an alert, and the form is kept to send later", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, {
        data: null,
        error: { status: 429, name: "TooManyRequests", message: "Too many enquiries from your connection. Please try again in 60 minutes." },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many enquiries from your connection. Please try again in 60 minutes.");
    expect(screen.getByRole("button", { name: "Send enquiry" })).not.toHaveAttribute("aria-disabled");
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
  });

  it("an unreachable CMS or a server error shows the configuration's error text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(htmlResponse(502));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your enquiry could not be sent. Please try again in a moment, or email us.");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your enquiry could not be sent. Please try again in a moment, or email us.");
    expect(screen.getByLabelText("Message")).toHaveValue("A launch film.");
    expect(leads).toEqual([]);
  });
});

describe("enquiry form on a French page", () => {
  const FRENCH: EnquirySettings = {
    ...SETTINGS,
    needs: ["Une consultation gratuite", "Vidéo"],
    budgets: ["Moins de 5 000 €"],
    privacyNote: "Nous utilisons vos coordonnées uniquement pour vous répondre.",
    privacyPath: "/fr/politique-de-confidentialite/",
  };
  const renderFrench = () =>
    render(
      // A French page's provider, as the page wrapper gives it: the form's words come from the page's catalogue.
      <LocaleProvider value={{ locale: "fr", alternates: [], messages: catalogueFor("fr"), cookiePolicyPath: "/fr/politique-cookies/" }}>
        <EnquiryForm
          locale="fr"
          heading="Parlez-nous de votre projet"
          submitLabel="Envoyer la demande"
          settings={FRENCH}
          endpoint={ENDPOINT}
          pagePath="/fr/contact/"
        />
      </LocaleProvider>,
    );

  it("labels its fields in French and posts locale fr with the plain form", () => {
    renderFrench();
    const form = screen.getByRole("button", { name: "Envoyer la demande" }).closest("form")!;
    expect(screen.getByLabelText("Nom")).toHaveAttribute("name", "name");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Entreprise (facultatif)")).not.toBeRequired();
    expect([...screen.getByLabelText<HTMLSelectElement>("De quoi avez-vous besoin ?").options].map((option) => option.text)).toEqual([
      "Choisissez",
      "Une consultation gratuite",
      "Vidéo",
    ]);
    expect(screen.getByLabelText("J’accepte que vous conserviez ces informations pour répondre à ma demande.")).toHaveAttribute("type", "checkbox");
    expect(screen.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute("href", "/fr/politique-de-confidentialite/");
    expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue("fr");
    expect(form.querySelector('input[type="hidden"][name="page"]')).toHaveValue("/fr/contact/");
  });

  it("shows its own checks' errors in French, and sends locale fr with the script's JSON", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { status: "received" } }));
    const user = userEvent.setup();
    renderFrench();
    await user.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    expect(screen.getByLabelText("Nom")).toHaveFocus();
    expect(screen.getByLabelText("Nom")).toHaveAccessibleDescription("Indiquez votre nom.");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Indiquez une adresse e-mail de la forme nom@exemple.fr.");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("0 sur 5\u202f000 caractères Parlez-nous un peu de votre projet.");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Nom"), "Marie Curie");
    await user.type(screen.getByLabelText("E-mail"), "marie@example.com");
    await user.selectOptions(screen.getByLabelText("De quoi avez-vous besoin ?"), "Vidéo");
    await user.type(screen.getByLabelText("Message"), "Un film de lancement.");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "Marie Curie", need: "Vidéo", page: "/fr/contact/", locale: "fr" });
  });
});
