/**
 * The enquiry endpoint and the Enquiry collection against a real Strapi (sparse profile, API-only) and a real SMTP
 * server (maildev), booted once and restarted once (docs/enquiries.md):
 *  - POST /api/enquiries/submit as the site's script (JSON) and as a plain form post: stored with every field, the
 *    agency's email and the visitor's acknowledgement delivered to exactly their recipients;
 *  - in French: stored with its language, French errors and thank-you page, the French acknowledgement;
 *  - refusals: field errors (400 as JSON; a plain post is sent back to the form's page on the site), a honeypot
 *    (told success, nothing kept), the per-IP limit (429), the body limit (413), foreign origins (403) and CORS
 *    for the site's origins (too-fast senders, held as suspected spam: enquiry-follow-up.test.ts);
 *  - hostile text stored as text, never a header, and stripped of markup in the subject;
 *  - access: nothing through the content API; the Editor reads, updates and deletes, cannot create, and exports CSV;
 *  - SMTP down: stored and flagged, the visitor told it arrived, sent by the retry after the restart; the
 *    retention rule deletes what is older than ENQUIRY_RETENTION_DAYS at the same restart.
 * Values are written out, never taken from the product's code.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StoredEnquiry } from "../src/enquiries/enquiry-emails";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { waitUntil } from "@agency/shared/wait-for-health";
import { freePort } from "../../scripts/lib/child";
import { adminLogin, qs, request, type Json } from "./support/api";
import { backdateEnquiries } from "./support/cms-db";
import { contentManager } from "./support/content-manager";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "./support/mail-catcher";
import { startSparseCms } from "./support/sparse-cms";

const dir = mkdtempSync(join(tmpdir(), "cms-enquiries-test-"));
const ENQUIRY = "api::enquiry.enquiry";
const CONFIGURATION = "api::configuration.configuration";
const SITE = "https://www.agency.test";
const PREVIEW = "https://preview.agency.test";
const AGENCY = "hello@agency.test";

let cms: CmsHandle;
let mail: MailCatcher;
let adminJwt = "";

const boot = (smtpPort: number) =>
  startSparseCms(dir, {
    env: {
      // The developer's own settings must not leak into this instance.
      PUBLISHER_WEBHOOK_URL: "",
      SITE_URL: SITE,
      ENQUIRY_ALLOWED_ORIGINS: PREVIEW,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      SMTP_USER: "",
      ENQUIRY_FROM: "Agency website <website@agency.test>",
      ENQUIRY_RATE_LIMIT: "",
      ENQUIRY_RATE_WINDOW_SECONDS: "",
      ENQUIRY_RETENTION_DAYS: "30",
      // The visitor's address comes from X-Forwarded-For, as behind a CDN: each test sends from its own address.
      CMS_TRUST_PROXY: "true",
    },
  });

/** A complete enquiry as the site's script sends it, filled in over 10 s. */
const valid = (overrides: Json = {}): Json => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  need: "Search engine optimisation",
  budget: "£5,000–£15,000",
  message: "We would like more visitors from search.",
  consent: true,
  website: "",
  fill_ms: 10_000,
  page: "/contact/",
  ...overrides,
});

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  json: Json | null;
}

/** POST /api/enquiries/submit from `ip`, as JSON or (form: true) as a browser's plain form post. */
async function submit(body: Json | string, options: { ip: string; origin?: string; form?: boolean }): Promise<Sent> {
  const headers: Record<string, string> = { "X-Forwarded-For": options.ip };
  if (options.origin) headers.Origin = options.origin;
  let payload: string;
  if (options.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    payload = typeof body === "string" ? body : new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();
  } else {
    headers["Content-Type"] = "application/json";
    payload = typeof body === "string" ? body : JSON.stringify(body);
  }
  const response = await fetch(`${cms.url}/api/enquiries/submit`, { method: "POST", headers, body: payload, redirect: "manual" });
  const text = await response.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // HTML or empty.
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** An enquiry as the content manager lists it: what the emails read, and its record of delivery. */
interface ListedEnquiry extends StoredEnquiry {
  id: number;
  documentId: string;
  enquiry_status: string;
  email_status: string;
  email_attempts: number;
  email_error: string | null;
  consented_at: string | null;
  createdAt: string;
}

/** The enquiries from one address, as the content manager lists them. */
async function storedFrom(email: string, jwt = adminJwt): Promise<ListedEnquiry[]> {
  const answer = await request<{ results: ListedEnquiry[] }>(
    `${cms.url}/content-manager/collection-types/${ENQUIRY}?${qs({ filters: { $and: [{ email: { $eq: email } }] }, pageSize: 100, sort: "id:ASC" })}`,
    { token: jwt },
  );
  expect(answer.status).toBe(200);
  return answer.body.results;
}

const to = (address: string) => (message: CaughtMail) => message.envelope.to.some((recipient) => recipient.address === address);
const RECEIVED = { data: { status: "received" } };

beforeAll(async () => {
  mail = await startMailCatcher(await freePort(), dir);
  cms = await boot(mail.port);
  adminJwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  // The sparse configuration has no contact email and no enquiry settings: set them as an editor would.
  const editor = contentManager(cms.url, adminJwt);
  const saved = await editor.updateSingle(CONFIGURATION, {
    email: AGENCY,
    enquiries: {
      needs: [{ label: "A free consultation" }, { label: "Search engine optimisation" }],
      budgets: [{ label: "Under £5,000" }, { label: "£5,000–£15,000" }],
      acknowledgement_subject: "We have your enquiry",
      acknowledgement_body: "Dear {name},\n\nThank you for writing. We reply within one working day.",
    },
  });
  expect(saved.status).toBe(200);
  expect((await editor.publishSingle(CONFIGURATION)).status).toBe(200);
});

afterAll(async () => {
  await cms?.stop();
  await mail?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a valid enquiry", () => {
  test("sent as JSON from the site: stored with every field, emailed to the agency and acknowledged to the visitor", async () => {
    const before = Date.now();
    const sent = await submit(valid(), { ip: "198.51.100.1", origin: SITE });
    expect([sent.status, sent.json]).toEqual([200, RECEIVED]);

    const [stored, ...others] = await storedFrom("ada@example.com");
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines Ltd",
      need: "Search engine optimisation",
      budget: "£5,000–£15,000",
      message: "We would like more visitors from search.",
      page: "/contact/",
      language: "en",
      enquiry_status: "new",
      email_status: "sent",
      email_attempts: 1,
      email_error: null,
    });
    expect(new Date(stored?.consented_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [agency, ...moreToAgency] = await mail.waitFor(to(AGENCY));
    expect(moreToAgency).toEqual([]);
    expect(agency?.subject).toBe("New enquiry: Ada Lovelace (Search engine optimisation)");
    expect(agency?.envelope.to.map((recipient) => recipient.address)).toEqual([AGENCY]);
    expect(agency?.to.map((recipient) => recipient.address)).toEqual([AGENCY]);
    expect(agency?.replyTo?.map((recipient) => recipient.address)).toEqual(["ada@example.com"]);
    expect(agency?.envelope.from.address).toBe("website@agency.test");
    expect((agency as (CaughtMail & { from?: unknown }) | undefined)?.from).toEqual([{ address: "website@agency.test", name: "Agency website" }]);
    for (const line of [
      "Name: Ada Lovelace",
      "Email: ada@example.com",
      "Company: Analytical Engines Ltd",
      "Need: Search engine optimisation",
      "Budget: £5,000–£15,000",
      "Sent from: /contact/",
      "We would like more visitors from search.",
    ]) {
      expect(agency?.text).toContain(line);
    }

    const [acknowledgement, ...moreToVisitor] = await mail.waitFor(to("ada@example.com"));
    expect(moreToVisitor).toEqual([]);
    expect(acknowledgement?.subject).toBe("We have your enquiry");
    expect(acknowledgement?.envelope.to.map((recipient) => recipient.address)).toEqual(["ada@example.com"]);
    expect(acknowledgement?.text).toMatch(/^Dear Ada Lovelace,\n\nThank you for writing\. We reply within one working day\.\n/);
    expect((acknowledgement as (CaughtMail & { from?: unknown }) | undefined)?.from).toEqual([{ address: "website@agency.test", name: "Agency website" }]);
    expect(acknowledgement?.replyTo?.map((recipient) => recipient.address)).toEqual([AGENCY]);
  });

  test("sent as a plain form post (no JavaScript): 303 to the site's thank-you page, and stored", async () => {
    const form = valid({ email: "grace@example.com", name: "Grace Hopper", consent: "on", budget: "", fill_ms: "", page: "/" });
    const sent = await submit(form, { ip: "198.51.100.2", origin: SITE, form: true });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("https://www.agency.test/enquiry-received/");
    expect(await storedFrom("grace@example.com")).toEqual([
      expect.objectContaining({ name: "Grace Hopper", budget: null, page: "/", enquiry_status: "new", email_status: "sent" }),
    ]);
    expect(await mail.waitFor(to(AGENCY), 2)).toHaveLength(2);
  });
});

describe("in French", () => {
  // The French configuration, as an editor saves and publishes that locale of the site settings.
  const saveFrenchConfiguration = async () => {
    const single = `${cms.url}/content-manager/single-types/${CONFIGURATION}`;
    const data = {
      cookie_consent_interstitial_heading: "Vos choix en matière de cookies",
      enquiries: {
        needs: [{ label: "Une consultation gratuite" }, { label: "Référencement naturel" }],
        budgets: [{ label: "Moins de 5 000 €" }],
        acknowledgement_subject: "Nous avons bien reçu votre demande",
        acknowledgement_body: "Bonjour {name},\n\nMerci de votre message. Nous répondons sous un jour ouvré.",
      },
    };
    const saved = await request(`${single}?locale=fr`, { method: "PUT", token: adminJwt, body: JSON.stringify(data) });
    expect([saved.status, saved.status === 200 ? null : saved.body]).toEqual([200, null]);
    const published = await request(`${single}/actions/publish?locale=fr`, { method: "POST", token: adminJwt, body: JSON.stringify(data) });
    expect([published.status, published.status === 200 ? null : published.body]).toEqual([200, null]);
  };
  const french = (overrides: Json = {}): Json =>
    valid({ locale: "fr", need: "Référencement naturel", budget: "Moins de 5 000 €", page: "/fr/contact/", ...overrides });

  beforeAll(saveFrenchConfiguration);

  test("a French enquiry is stored with its language, checked against the French options and acknowledged in French", async () => {
    const sent = await submit(french({ name: "Marie Curie", email: "marie@example.com" }), { ip: "198.51.100.30", origin: SITE });
    expect([sent.status, sent.json]).toEqual([200, RECEIVED]);
    expect(await storedFrom("marie@example.com")).toEqual([
      expect.objectContaining({ need: "Référencement naturel", page: "/fr/contact/", language: "fr", email_status: "sent", email_error: null }),
    ]);

    const [acknowledgement] = await mail.waitFor(to("marie@example.com"));
    expect(acknowledgement?.subject).toBe("Nous avons bien reçu votre demande");
    expect(acknowledgement?.text).toMatch(/^Bonjour Marie Curie,\n\nMerci de votre message\. Nous répondons sous un jour ouvré\.\n/);
    expect(acknowledgement?.text).toContain("Votre demande, telle que nous l’avons reçue :");
    const [agency] = await mail.waitFor(
      (message) => to(AGENCY)(message) && Boolean(message.replyTo?.some((address) => address.address === "marie@example.com")),
    );
    expect(agency?.subject).toBe("New enquiry: Marie Curie (Référencement naturel)");
    expect(agency?.text).toContain("Language: French (fr)");
  });

  test("French field errors: the JSON answer is in French, and a plain post goes back to the French form's notice", async () => {
    const json = await submit(french({ email: "pas-une-adresse", consent: false, need: "Search engine optimisation" }), { ip: "198.51.100.31" });
    expect(json.status).toBe(400);
    expect(json.json?.error).toEqual({
      status: 400,
      name: "ValidationError",
      message: "Veuillez corriger les champs signalés ci-dessous.",
      details: {
        fields: {
          email: "Indiquez une adresse e-mail de la forme nom@exemple.fr.",
          need: "Choisissez ce dont vous avez besoin.",
          consent: "Cochez la case pour accepter la politique de confidentialité.",
        },
      },
    });
    const page = await submit(french({ email: "pas-une-adresse", consent: "" }), { ip: "198.51.100.31", form: true });
    expect([page.status, page.headers.get("location")]).toEqual([
      303,
      "https://www.agency.test/fr/contact/?enquiry=refused&reason=invalid#enquiry-refused-invalid",
    ]);
  });

  test("a French plain form post returns to the French thank-you page", async () => {
    const form = french({ email: "louis@example.com", name: "Louis Pasteur", consent: "on", fill_ms: "" });
    const sent = await submit(form, { ip: "198.51.100.32", origin: SITE, form: true });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("https://www.agency.test/fr/enquiry-received/");
    expect(await storedFrom("louis@example.com")).toEqual([expect.objectContaining({ language: "fr" })]);
  });
});

describe("refused or ignored", () => {
  test("invalid email, no consent and an empty message: 400 with each field's message, nothing stored", async () => {
    const sent = await submit(valid({ email: "not-an-address", consent: false, message: "  " }), { ip: "198.51.100.3", origin: SITE });
    expect(sent.status).toBe(400);
    expect(sent.json).toEqual({
      data: null,
      error: {
        status: 400,
        name: "ValidationError",
        message: "Please correct the fields marked below.",
        details: {
          fields: {
            email: "Enter an email address like name@example.com.",
            consent: "Tick the box to agree to the privacy policy.",
            message: "Tell us a little about your project.",
          },
        },
      },
    });
    expect(await storedFrom("not-an-address")).toEqual([]);
  });

  test("a need that is not one of the configuration's options is refused", async () => {
    const sent = await submit(valid({ email: "options@example.com", need: "Free money" }), { ip: "198.51.100.4" });
    expect(sent.status).toBe(400);
    expect((sent.json?.error as { details: Json }).details).toEqual({ fields: { need: "Choose what you need." } });
    expect(await storedFrom("options@example.com")).toEqual([]);
  });

  test("an invalid plain form post is sent back (303) to the form's page on the site, its notice targeted, the path encoded", async () => {
    const page = '/contact/"><script>alert(1)</script>';
    const sent = await submit(valid({ email: "bad", consent: "", page }), { ip: "198.51.100.5", origin: SITE, form: true });
    expect([sent.status, sent.headers.get("location")]).toEqual([
      303,
      "https://www.agency.test/contact/%22%3E%3Cscript%3Ealert(1)%3C/script%3E?enquiry=refused&reason=invalid#enquiry-refused-invalid",
    ]);
    expect(sent.text).not.toContain("<script>");
    expect(await storedFrom("bad")).toEqual([]);
  });

  test("a filled honeypot is answered as a success and neither stored nor sent, even when sent fast", async () => {
    const mailsBefore = (await mail.all()).length;
    const honeypot = await submit(valid({ email: "bot1@example.com", website: "https://spam.example" }), { ip: "198.51.100.6" });
    expect([honeypot.status, honeypot.json]).toEqual([200, RECEIVED]);
    const fastForm = await submit(valid({ email: "bot3@example.com", website: "x", fill_ms: 500 }), { ip: "198.51.100.6", form: true });
    expect([fastForm.status, fastForm.headers.get("location")]).toEqual([303, "https://www.agency.test/enquiry-received/"]);
    for (const email of ["bot1@example.com", "bot3@example.com"]) expect(await storedFrom(email)).toEqual([]);
    expect((await mail.all()).length).toBe(mailsBefore);
  });

  test("the 6th submission from one address within the hour is refused with 429 and Retry-After; another address still gets through", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Invalid ones count too: guessing at the rules costs attempts.
      expect((await submit(valid({ email: "limit@example.com", consent: false }), { ip: "203.0.113.7" })).status).toBe(400);
    }
    const sixth = await submit(valid({ email: "limit@example.com" }), { ip: "203.0.113.7" });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(sixth.json).toEqual({
      data: null,
      error: { status: 429, name: "RateLimitError", message: "Too many enquiries from your connection. Please try again in 60 minutes.", details: {} },
    });
    const sixthForm = await submit(valid({ email: "limit@example.com" }), { ip: "203.0.113.7", form: true });
    expect([sixthForm.status, sixthForm.headers.get("location")]).toEqual([
      303,
      "https://www.agency.test/contact/?enquiry=refused&reason=rate-limit#enquiry-refused-rate-limit",
    ]);
    expect(await storedFrom("limit@example.com")).toEqual([]);

    const other = await submit(valid({ email: "other-address@example.com" }), { ip: "203.0.113.8" });
    expect(other.status).toBe(200);
    expect(await storedFrom("other-address@example.com")).toHaveLength(1);
  });

  test("a 1 MB body is refused with 413 before it is read", async () => {
    const sent = await submit(valid({ email: "big@example.com", message: "x".repeat(1024 * 1024) }), { ip: "198.51.100.9", origin: SITE });
    expect(sent.status).toBe(413);
    expect(sent.json).toEqual({
      data: null,
      error: {
        status: 413,
        name: "PayloadTooLargeError",
        message: "Your enquiry is too long to send: the form accepts up to 32 KB. Please shorten your message.",
        details: {},
      },
    });
    expect(await storedFrom("big@example.com")).toEqual([]);
  });

  test("a foreign Origin is refused with 403; the site's origins get CORS on preflight, others do not", async () => {
    const foreign = await submit(valid({ email: "foreign@example.com" }), { ip: "198.51.100.10", origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((foreign.json?.error as Json).message).toBe("This form may only be sent from the agency's website.");
    expect(await storedFrom("foreign@example.com")).toEqual([]);

    const preflight = (origin: string) =>
      fetch(`${cms.url}/api/enquiries/submit`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
      });
    for (const origin of [SITE, PREVIEW]) {
      const answer = await preflight(origin);
      expect([origin, answer.status, answer.headers.get("access-control-allow-origin")]).toEqual([origin, 204, origin]);
      expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
      expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    }
    expect((await preflight("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
    const fromPreview = await submit(valid({ email: "preview@example.com" }), { ip: "198.51.100.11", origin: PREVIEW });
    expect(fromPreview.status).toBe(200);
  });
});

describe("hostile text", () => {
  test("a name with markup and a header break is stored verbatim, and the agency email still has one recipient and no Bcc", async () => {
    const name = "<script>alert(1)</script>\r\nBcc: x@y.z";
    const sent = await submit(valid({ name, email: "hostile@example.com" }), { ip: "198.51.100.12", origin: SITE });
    expect(sent.status).toBe(200);
    const [stored] = await storedFrom("hostile@example.com");
    expect(stored?.name).toBe("<script>alert(1)</script>\r\nBcc: x@y.z");

    const [agency] = await mail.waitFor((message) => to(AGENCY)(message) && message.subject.includes("alert(1)"));
    expect(agency?.subject).toBe("New enquiry: alert(1) Bcc: x@y.z (Search engine optimisation)");
    expect(agency?.envelope.to.map((recipient) => recipient.address)).toEqual([AGENCY]);
    expect(agency?.to.map((recipient) => recipient.address)).toEqual([AGENCY]);
    expect(agency?.cc ?? []).toEqual([]);
    expect(Object.keys(agency?.headers ?? {}).map((header) => header.toLowerCase())).not.toContain("bcc");
    expect(agency?.html).not.toContain("<script>");
    const [acknowledgement] = await mail.waitFor(to("hostile@example.com"));
    expect(acknowledgement?.envelope.to.map((recipient) => recipient.address)).toEqual(["hostile@example.com"]);
    expect((await mail.all()).filter(to("x@y.z"))).toEqual([]);
  });

  test("an email address carrying a header (a@b.c\\r\\nBcc: x@y.z) is refused as invalid", async () => {
    const sent = await submit(valid({ email: "a@b.c\r\nBcc: x@y.z" }), { ip: "198.51.100.13" });
    expect(sent.status).toBe(400);
    expect((sent.json?.error as { details: Json }).details).toEqual({ fields: { email: "Enter an email address like name@example.com." } });
    expect(await storedFrom("a@b.c\r\nBcc: x@y.z")).toEqual([]);
  });
});

describe("access", () => {
  test("the content API lists, reads and creates no enquiry: 403 anonymously and with the site token", async () => {
    const [stored] = await storedFrom("ada@example.com");
    for (const token of [undefined, cms.token]) {
      expect((await request(`${cms.url}/api/enquiries`, { token })).status).toBe(403);
      expect((await request(`${cms.url}/api/enquiries/${stored?.documentId}`, { token })).status).toBe(403);
      const create = await request(`${cms.url}/api/enquiries`, {
        method: "POST",
        token,
        body: JSON.stringify({ data: { name: "x", email: "x@example.com" } }),
      });
      expect(create.status).toBe(403);
    }
  });

  test("the Editor reads and updates enquiries in the admin, and may not create one", async () => {
    const editorJwt = await adminLogin(cms.url, "editor@agency.local", "LocalEditor-2026");
    const [stored] = await storedFrom("ada@example.com", editorJwt);
    expect(stored?.name).toBe("Ada Lovelace");
    const editor = contentManager(cms.url, editorJwt);
    const updated = await editor.update(ENQUIRY, stored?.documentId ?? "", { enquiry_status: "contacted" });
    expect(updated.status).toBe(200);
    expect((await storedFrom("ada@example.com"))[0]?.enquiry_status).toBe("contacted");
    expect((await editor.create(ENQUIRY, { name: "Made up", email: "made-up@example.com", enquiry_status: "new" })).status).toBe(403);
    expect(await storedFrom("ada@example.com")).toHaveLength(1);
    expect(await storedFrom("made-up@example.com")).toEqual([]);
  });

  test("the CSV export holds the rows for the Editor, with formulas defused; without a session it answers 401", async () => {
    const formula = await submit(valid({ email: "formula@example.com", company: '=HYPERLINK("https://evil.example")' }), { ip: "198.51.100.14" });
    expect(formula.status).toBe(200);
    const editorJwt = await adminLogin(cms.url, "editor@agency.local", "LocalEditor-2026");
    const response = await fetch(`${cms.url}/enquiry-export/enquiries.csv`, { headers: { Authorization: `Bearer ${editorJwt}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Received,Name,Email,Company,Need,Budget,Message,Page,Language,Status,Email status,Suspected spam,Assignee,Notes");
    expect(csv).toContain(
      ',Ada Lovelace,ada@example.com,Analytical Engines Ltd,Search engine optimisation,"£5,000–£15,000",We would like more visitors from search.,/contact/,en,contacted,sent,no,,',
    );
    expect(csv).toContain(',"\'=HYPERLINK(""https://evil.example"")",');
    expect(csv).toContain('"<script>alert(1)</script>\r\nBcc: x@y.z",hostile@example.com');

    expect((await fetch(`${cms.url}/enquiry-export/enquiries.csv`)).status).toBe(401);
  });
});

describe("delivery and retention", () => {
  test("with the SMTP server down the enquiry is stored and flagged and the visitor told it arrived; after a restart it is sent", async () => {
    await mail.stop();
    const sent = await submit(valid({ name: "Katherine Johnson", email: "katherine@example.com" }), { ip: "198.51.100.15", origin: SITE });
    expect([sent.status, sent.json]).toEqual([200, RECEIVED]);
    const [flagged] = await storedFrom("katherine@example.com");
    expect(flagged).toMatchObject({ name: "Katherine Johnson", enquiry_status: "new", email_status: "failed" });
    expect(flagged?.email_attempts).toBeGreaterThanOrEqual(1);
    expect(flagged?.email_error).toMatch(/^Sending to the agency failed: .+/);

    // Retention: one enquiry older than ENQUIRY_RETENTION_DAYS (30) and one just inside it.
    await cms.stop();
    expect(backdateEnquiries(join(dir, "data.db"), "grace@example.com", new Date(Date.now() - 31 * 24 * 60 * 60 * 1000))).toBe(1);
    expect(backdateEnquiries(join(dir, "data.db"), "preview@example.com", new Date(Date.now() - 29 * 24 * 60 * 60 * 1000))).toBe(1);
    await mail.restart();
    cms = await boot(mail.port);
    adminJwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);

    const [retried] = await mail.waitFor((message) => to(AGENCY)(message) && message.subject === "New enquiry: Katherine Johnson (Search engine optimisation)");
    expect(retried?.envelope.to.map((recipient) => recipient.address)).toEqual([AGENCY]);
    await waitUntil("the retried enquiry is marked sent", async () => (await storedFrom("katherine@example.com"))[0]?.email_status === "sent" || "not yet", {
      timeoutMs: 15_000,
      initialDelayMs: 100,
      maxDelayMs: 200,
    });
    expect(await storedFrom("katherine@example.com")).toEqual([expect.objectContaining({ email_status: "sent", email_error: null })]);

    expect(await storedFrom("grace@example.com")).toEqual([]);
    expect(await storedFrom("preview@example.com")).toHaveLength(1);
    expect(await storedFrom("ada@example.com")).toHaveLength(1);
  });
});
