import type { CmsHandle } from "./cms-process";

/**
 * The editor's side of the e2e suites: the same admin API the Strapi admin panel calls (content
 * manager and the navigation plugin), signed in with the local editor account.
 */
export interface CmDocument {
  documentId: string;
  title?: string;
  slug?: string;
  [field: string]: unknown;
}

const PAGE = "api::page.page";
const POST = "api::blog-post.blog-post";
const CONFIGURATION = "api::configuration.configuration";

interface NavigationItem {
  title: string;
  items?: NavigationItem[];
  [field: string]: unknown;
}

interface Navigation {
  documentId: string;
  slug: string;
  items: NavigationItem[];
}

/** A request the CMS answered with an error: its HTTP status and the message Strapi puts in `error.message`. */
export class CmsRequestError extends Error {
  constructor(
    readonly status: number,
    readonly cmsMessage: string,
    route: string,
  ) {
    super(`${route}: ${status} ${cmsMessage}`);
    this.name = "CmsRequestError";
  }
}

export class StrapiEditor {
  private constructor(
    private readonly cms: CmsHandle,
    private readonly jwt: string,
  ) {}

  /** Signs in as the editor account (Strapi's Editor role), so the suites need no more than editors have. */
  static async login(cms: CmsHandle): Promise<StrapiEditor> {
    if (!cms.editor) throw new Error("the CMS has no editor account (EDITOR_EMAIL / EDITOR_PASSWORD)");
    const res = await fetch(`${cms.url}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: cms.editor.email, password: cms.editor.password }),
    });
    if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
    return new StrapiEditor(cms, ((await res.json()) as { data: { token: string } }).data.token);
  }

  async request<T>(method: string, route: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.cms.url}${route}`, {
      method,
      headers: { Authorization: `Bearer ${this.jwt}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      const text = await res.text();
      // Strapi's error body is { data: null, error: { status, name, message } }; keep the raw text otherwise.
      let message = text;
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
      } catch {
        // not JSON: the raw text is the message
      }
      throw new CmsRequestError(res.status, message, `${method} ${route}`);
    }
    return (await res.json()) as T;
  }

  /**
   * A page or post by its slug (the draft the editor sees), in one language: the default one unless `locale` names
   * another (the admin's locale menu; its slug is that translation's own).
   */
  async find(kind: "page" | "post", slug: string, locale?: string): Promise<CmDocument> {
    const uid = kind === "page" ? PAGE : POST;
    const list = await this.request<{ results: CmDocument[] }>("GET", `/content-manager/collection-types/${uid}?page=1&pageSize=100${inLocale(locale, "&")}`);
    const found = list.results.find((doc) => doc.slug === slug);
    if (!found) throw new Error(`no ${kind} with slug "${slug}"${locale ? ` in ${locale}` : ""} in the CMS`);
    return found;
  }

  /** Saves the draft only: what "Save" does in the admin. Returns the document's id. */
  async saveDraft(kind: "page" | "post", slug: string, data: Record<string, unknown>, locale?: string): Promise<string> {
    const uid = kind === "page" ? PAGE : POST;
    const { documentId } = await this.find(kind, slug, locale);
    await this.request("PUT", `/content-manager/collection-types/${uid}/${documentId}${inLocale(locale, "?")}`, data);
    return documentId;
  }

  /** Saves the draft, then publishes it: what "Save" then "Publish" do in the admin (in `locale`'s version when given). */
  async edit(kind: "page" | "post", slug: string, data: Record<string, unknown>, locale?: string): Promise<void> {
    const documentId = await this.saveDraft(kind, slug, data, locale);
    await this.request("POST", `/content-manager/collection-types/${kind === "page" ? PAGE : POST}/${documentId}/actions/publish${inLocale(locale, "?")}`, {});
  }

  async unpublish(kind: "page" | "post", slug: string): Promise<void> {
    const uid = kind === "page" ? PAGE : POST;
    const { documentId } = await this.find(kind, slug);
    await this.request("POST", `/content-manager/collection-types/${uid}/${documentId}/actions/unpublish`, {});
  }

  async publish(kind: "page" | "post", slug: string): Promise<void> {
    const uid = kind === "page" ? PAGE : POST;
    const { documentId } = await this.find(kind, slug);
    await this.request("POST", `/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {});
  }

  /**
   * Creates a page and saves it as a draft only, as "Save" without "Publish" does in the admin. The
   * site does not build drafts, so nothing may link to it until it is published.
   */
  async createDraftPage(data: { title: string; slug: string } & Record<string, unknown>): Promise<CmDocument> {
    const created = await this.request<{ data: CmDocument }>("POST", `/content-manager/collection-types/${PAGE}`, data);
    if (created.data.publishedAt) throw new Error(`the page "${data.title}" was published on creation`);
    return created.data;
  }

  async editConfiguration(data: Record<string, unknown>): Promise<void> {
    await this.request("PUT", `/content-manager/single-types/${CONFIGURATION}`, data);
    await this.request("POST", `/content-manager/single-types/${CONFIGURATION}/actions/publish`, {});
  }

  /**
   * Uploads a file to the media library, or replaces the file `replaceId` (same entry, new bytes),
   * as the media library does. Returns the file entry as the CMS answers it.
   */
  async upload(name: string, bytes: Buffer, type: string, replaceId?: number): Promise<{ id: number; documentId: string; hash: string; url: string }> {
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(bytes)], { type }), name);
    form.append("fileInfo", JSON.stringify({ name, alternativeText: `Alt text for ${name}` }));
    const res = await fetch(`${this.cms.url}/upload${replaceId === undefined ? "" : `?id=${replaceId}`}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${this.jwt}` },
      body: form,
    });
    if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as
      { id: number; documentId: string; hash: string; url: string } | { id: number; documentId: string; hash: string; url: string }[];
    return Array.isArray(answer) ? answer[0]! : answer;
  }

  /** Changes a file's details only (its alternative text), as the media library's edit dialog does. */
  async describeFile(id: number, alternativeText: string): Promise<void> {
    const form = new FormData();
    form.append("fileInfo", JSON.stringify({ alternativeText }));
    const res = await fetch(`${this.cms.url}/upload?id=${id}`, { method: "POST", headers: { Authorization: `Bearer ${this.jwt}` }, body: form });
    if (!res.ok) throw new Error(`file ${id}: ${res.status} ${await res.text()}`);
  }

  /** Renames one item of a navigation, as the navigation plugin's editor saves it (the whole tree). */
  async renameNavigationItem(slug: string, from: string, to: string): Promise<void> {
    // For a title of its own, the editor switches the title sync with the linked page off.
    await this.changeNavigationItem(slug, from, { title: to, autoSync: false });
    const saved = await this.navigation(slug);
    if (!titles(saved.items).includes(to)) throw new Error(`navigation "${slug}": the item "${from}" was not renamed to "${to}"`);
  }

  private async navigation(slug: string): Promise<Navigation> {
    const navigation = (await this.request<Navigation[]>("GET", "/navigation/")).find((nav) => nav.slug === slug);
    if (!navigation) throw new Error(`no navigation "${slug}"`);
    return navigation;
  }

  /** Saves the whole tree with one item changed and flagged `updated`, as the plugin's editor does (it saves nothing else). */
  private async changeNavigationItem(slug: string, title: string, change: Record<string, unknown>): Promise<void> {
    const navigation = await this.navigation(slug);
    const item = findItem(navigation.items, title);
    if (!item) throw new Error(`navigation "${slug}" has no item "${title}"`);
    Object.assign(item, change, { updated: true });
    await this.request("PUT", `/navigation/${navigation.documentId}`, navigation);
  }
}

/** The content manager's locale parameter, after `?` or `&`; nothing for the default locale. */
const inLocale = (locale: string | undefined, separator: "?" | "&"): string => (locale ? `${separator}locale=${encodeURIComponent(locale)}` : "");

const findItem = (items: NavigationItem[], title: string): NavigationItem | undefined => {
  for (const item of items) {
    const found = item.title === title ? item : findItem(item.items ?? [], title);
    if (found) return found;
  }
  return undefined;
};

const titles = (items: NavigationItem[]): string[] => items.flatMap((item) => [item.title, ...titles(item.items ?? [])]);
