/**
 * Issue 47's enquiry items against a real Strapi (sparse profile, API only) and a real SMTP server (maildev), with
 * ENQUIRY_FROM unset so the emails come from the configuration's email (docs/enquiries.md):
 *  - both emails: an HTML part and a text part, the agency's name and colours, the enquiry quoted in full and
 *    escaped, From the agency, Reply-To the other side, markup stripped from the subject and the greeting;
 *  - a form sent under 2 s after first use is stored as suspected spam and held (not mailed) until the Editor
 *    unticks it, which sends it; a refused plain post lands on the form's page of the site (303), not a CMS page;
 *  - the Editor keeps notes and an assignee on an enquiry, and deletes one.
 * Values are written out, never taken from the product's code.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CmsHandle } from "../../scripts/lib/cms-process";
import { waitUntil } from "@agency/shared/wait-for-health";
import { freePort } from "../../scripts/lib/child";
import { adminLogin, qs, request, type Json } from "./support/api";
import { contentManager } from "./support/content-manager";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "./support/mail-catcher";
import { startSparseCms } from "./support/sparse-cms";

const dir = mkdtempSync(join(tmpdir(), "cms-enquiry-follow-up-test-"));
const ENQUIRY = "api::enquiry.enquiry";
const CONFIGURATION = "api::configuration.configuration";
const SITE = "https://www.agency.test";
const AGENCY = "hello@agency.test";

let cms: CmsHandle;
let mail: MailCatcher;
let adminJwt = "";
let editorJwt = "";

/** What maildev parsed besides the support's fields: the From header as addresses. */
type Mail = CaughtMail & { from?: Array<{ address: string; name: string }> };

const valid = (overrides: Json = {}): Json => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  need: "Search engine optimisation",
  budget: "",
  message: "We would like more visitors from search.",
  consent: true,
  website: "",
  fill_ms: 10_000,
  page: "/contact/",
  ...overrides,
});

interface Sent {
  status: number;
  location: string | null;
  json: Json | null;
}

async function submit(body: Json, options: { ip: string; form?: boolean; headers?: Record<string, string> }): Promise<Sent> {
  const headers: Record<string, string> = { "X-Forwarded-For": options.ip, Origin: SITE, ...options.headers };
  headers["Content-Type"] = options.form ? "application/x-www-form-urlencoded" : "application/json";
  const payload = options.form ? new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString() : JSON.stringify(body);
  const response = await fetch(`${cms.url}/api/enquiries/submit`, { method: "POST", headers, body: payload, redirect: "manual" });
  const text = await response.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // Empty or a redirect's body.
  }
  return { status: response.status, location: response.headers.get("location"), json };
}

interface Listed {
  id: number;
  documentId: string;
  name: string;
  email_status: string;
  suspected_spam: boolean;
  notes: string | null;
  assignee: string | null;
}

async function storedFrom(email: string, jwt = adminJwt): Promise<Listed[]> {
  const answer = await request<{ results: Listed[] }>(
    `${cms.url}/content-manager/collection-types/${ENQUIRY}?${qs({ filters: { $and: [{ email: { $eq: email } }] }, pageSize: 100 })}`,
    { token: jwt },
  );
  expect(answer.status).toBe(200);
  return answer.body.results;
}

const to = (address: string) => (message: CaughtMail) => message.envelope.to.some((recipient) => recipient.address === address);

beforeAll(async () => {
  mail = await startMailCatcher(await freePort(), dir);
  cms = await startSparseCms(dir, {
    env: {
      PUBLISHER_WEBHOOK_URL: "",
      SITE_URL: SITE,
      ENQUIRY_ALLOWED_ORIGINS: "",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(mail.port),
      SMTP_USER: "",
      // Unset: the emails come from the configuration's email.
      ENQUIRY_FROM: "",
      ENQUIRY_RATE_LIMIT: "",
      CMS_TRUST_PROXY: "true",
    },
  });
  adminJwt = await adminLogin(cms.url, cms.adminEmail, cms.adminPassword);
  editorJwt = await adminLogin(cms.url, "editor@agency.local", "LocalEditor-2026");
  const admin = contentManager(cms.url, adminJwt);
  const saved = await admin.updateSingle(CONFIGURATION, {
    email: AGENCY,
    structured_data_name: "Lumen & Lark",
    enquiries: {
      needs: [{ label: "Search engine optimisation" }],
      budgets: [],
      acknowledgement_subject: "We have <em>your</em> enquiry",
      acknowledgement_body: "Dear {name},\n\nThank you for writing.",
    },
  });
  expect(saved.status).toBe(200);
  expect((await admin.publishSingle(CONFIGURATION)).status).toBe(200);
});

afterAll(async () => {
  await cms?.stop();
  await mail?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("the two emails", () => {
  test("HTML and text parts in the agency's name and colours, the enquiry quoted in full, From the agency, Reply-To the other side, no markup in subject or greeting", async () => {
    const message = 'Line one with <i>markup</i> & "quotes".\nLine two.';
    const sent = await submit(valid({ name: "<b>Ada</b> Byron", email: "byron@example.com", message }), { ip: "198.51.100.40" });
    expect(sent.status).toBe(200);

    const [agency] = (await mail.waitFor(to(AGENCY))) as Mail[];
    expect(agency?.subject).toBe("New enquiry: Ada Byron (Search engine optimisation)");
    expect(agency?.from).toEqual([{ address: "hello@agency.test", name: "Lumen & Lark" }]);
    expect(agency?.envelope.from.address).toBe("hello@agency.test");
    expect(agency?.replyTo).toEqual([{ address: "byron@example.com", name: "Ada Byron" }]);
    expect(agency?.text).toContain("Name: <b>Ada</b> Byron");
    expect(agency?.text).toContain('> Line one with <i>markup</i> & "quotes".\n> Line two.');
    expect(agency?.html).toContain("Lumen &amp; Lark");
    expect(agency?.html).toContain("background:#1b3a5c");
    expect(agency?.html).toContain("border-bottom:4px solid #f2b134");
    expect(agency?.html).toContain("&lt;b&gt;Ada&lt;/b&gt; Byron");
    expect(agency?.html).toMatch(/Line one with &lt;i&gt;markup&lt;\/i&gt; &amp; &quot;quotes&quot;\.\r?\nLine two\.<\/blockquote>/);
    expect(agency?.html).not.toContain("<b>Ada</b>");
    expect(agency?.html).not.toContain("<i>markup</i>");

    const [copy] = (await mail.waitFor(to("byron@example.com"))) as Mail[];
    expect(copy?.subject).toBe("We have your enquiry");
    expect(copy?.from).toEqual([{ address: "hello@agency.test", name: "Lumen & Lark" }]);
    expect(copy?.replyTo).toEqual([{ address: "hello@agency.test", name: "Lumen & Lark" }]);
    expect(copy?.to).toEqual([{ address: "byron@example.com", name: "Ada Byron" }]);
    expect(copy?.text).toMatch(/^Dear Ada Byron,\n\nThank you for writing\.\n/);
    expect(copy?.text).toContain("Your enquiry, as we received it:");
    expect(copy?.text).toContain("Name: <b>Ada</b> Byron");
    expect(copy?.text).toContain('> Line one with <i>markup</i> & "quotes".\n> Line two.');
    expect(copy?.html).toContain("Dear Ada Byron,</p>");
    expect(copy?.html).toContain("background:#1b3a5c");
    expect(copy?.html).toMatch(/Line one with &lt;i&gt;markup&lt;\/i&gt; &amp; &quot;quotes&quot;\.\r?\nLine two\.<\/blockquote>/);
    expect(copy?.html).not.toContain("<b>Ada</b>");
  });
});

describe("suspected spam", () => {
  test("sent 500 ms after first use: stored as suspected spam and held, nobody mailed; the Editor unticks it and both emails go out", async () => {
    const sent = await submit(valid({ name: "Quick Filler", email: "quick@example.com", fill_ms: 500 }), { ip: "198.51.100.41" });
    expect([sent.status, sent.json]).toEqual([200, { data: { status: "received" } }]);
    const form = await submit(valid({ name: "Quick Form", email: "quick-form@example.com", consent: "on", fill_ms: "700" }), {
      ip: "198.51.100.41",
      form: true,
    });
    expect([form.status, form.location]).toEqual([303, "https://www.agency.test/enquiry-received/"]);

    const [held] = await storedFrom("quick@example.com", editorJwt);
    expect(held).toMatchObject({ name: "Quick Filler", suspected_spam: true, email_status: "held" });
    expect(await storedFrom("quick-form@example.com")).toEqual([expect.objectContaining({ suspected_spam: true, email_status: "held" })]);
    // The request sends before it answers: had it mailed, the mail would be here.
    expect((await mail.all()).filter((message) => to("quick@example.com")(message) || message.subject.includes("Quick"))).toEqual([]);

    const released = await contentManager(cms.url, editorJwt).update(ENQUIRY, held?.documentId ?? "", { suspected_spam: false });
    expect(released.status).toBe(200);
    const [agency] = await mail.waitFor((message) => to(AGENCY)(message) && message.subject === "New enquiry: Quick Filler (Search engine optimisation)");
    expect(agency?.envelope.to.map((recipient) => recipient.address)).toEqual([AGENCY]);
    expect(await mail.waitFor(to("quick@example.com"))).toHaveLength(1);
    await waitUntil("the released enquiry is marked sent", async () => (await storedFrom("quick@example.com"))[0]?.email_status === "sent" || "not yet", {
      timeoutMs: 15_000,
      initialDelayMs: 100,
      maxDelayMs: 200,
    });
    expect(await storedFrom("quick@example.com")).toEqual([expect.objectContaining({ suspected_spam: false, email_status: "sent" })]);
    // The other held one stays held.
    expect(await storedFrom("quick-form@example.com")).toEqual([expect.objectContaining({ suspected_spam: true, email_status: "held" })]);
  });
});

describe("a refused plain post lands on the site", () => {
  test("too large, from the French contact page: 303 to that page with the too-large notice targeted", async () => {
    const sent = await submit(valid({ email: "large@example.com", message: "x".repeat(40_000) }), {
      ip: "198.51.100.42",
      form: true,
      headers: { Referer: "https://www.agency.test/fr/contact/" },
    });
    expect([sent.status, sent.location]).toEqual([303, "https://www.agency.test/fr/contact/?enquiry=refused&reason=too-large#enquiry-refused-too-large"]);
  });

  test("from a foreign origin without a site Referer: 303 to the site's home page with the general notice targeted", async () => {
    const sent = await submit(valid({ email: "foreign@example.com" }), {
      ip: "198.51.100.43",
      form: true,
      headers: { Origin: "https://evil.example", Referer: "https://evil.example/form/" },
    });
    expect([sent.status, sent.location]).toEqual([303, "https://www.agency.test/?enquiry=refused&reason=other#enquiry-refused-other"]);
    expect(await storedFrom("foreign@example.com")).toEqual([]);
  });

  test("a message over 5,000 characters: 303 back to its page with the invalid notice targeted, nothing stored", async () => {
    const sent = await submit(valid({ email: "long@example.com", consent: "on", message: "y".repeat(5001) }), { ip: "198.51.100.44", form: true });
    expect([sent.status, sent.location]).toEqual([303, "https://www.agency.test/contact/?enquiry=refused&reason=invalid#enquiry-refused-invalid"]);
    expect(await storedFrom("long@example.com")).toEqual([]);
  });
});

describe("the Editor follows up", () => {
  test("sets notes and an assignee, then deletes the enquiry (200), which is gone", async () => {
    expect((await submit(valid({ name: "Mary Somerville", email: "mary@example.com" }), { ip: "198.51.100.45" })).status).toBe(200);
    const [stored] = await storedFrom("mary@example.com", editorJwt);
    const editor = contentManager(cms.url, editorJwt);
    const updated = await editor.update(ENQUIRY, stored?.documentId ?? "", {
      notes: "Called on Monday; wants a proposal by Friday.",
      assignee: "Priya Shah",
      enquiry_status: "contacted",
    });
    expect(updated.status).toBe(200);
    expect(await storedFrom("mary@example.com", editorJwt)).toEqual([
      expect.objectContaining({ notes: "Called on Monday; wants a proposal by Friday.", assignee: "Priya Shah" }),
    ]);
    const removed = await editor.remove(ENQUIRY, stored?.documentId ?? "");
    expect(removed.status).toBe(200);
    expect(await storedFrom("mary@example.com")).toEqual([]);
  });

  test("the Editor still may not create an enquiry", async () => {
    const created = await contentManager(cms.url, editorJwt).create(ENQUIRY, { name: "Made up", email: "made-up@example.com", enquiry_status: "new" });
    expect(created.status).toBe(403);
  });
});
