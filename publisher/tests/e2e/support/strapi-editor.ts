import type { CmsHandle } from "../../../../scripts/lib/cms-process";

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
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** A page or post by its slug (the draft the editor sees). */
  async find(kind: "page" | "post", slug: string): Promise<CmDocument> {
    const uid = kind === "page" ? PAGE : POST;
    const list = await this.request<{ results: CmDocument[] }>("GET", `/content-manager/collection-types/${uid}?page=1&pageSize=100`);
    const found = list.results.find((doc) => doc.slug === slug);
    if (!found) throw new Error(`no ${kind} with slug "${slug}" in the CMS`);
    return found;
  }

  /** Saves the draft, then publishes it: what "Save" then "Publish" do in the admin. */
  async edit(kind: "page" | "post", slug: string, data: Record<string, unknown>): Promise<void> {
    const uid = kind === "page" ? PAGE : POST;
    const { documentId } = await this.find(kind, slug);
    await this.request("PUT", `/content-manager/collection-types/${uid}/${documentId}`, data);
    await this.request("POST", `/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {});
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
    const navigations = await this.request<{ documentId: string; slug: string; items: NavigationItem[] }[]>("GET", "/navigation/");
    const navigation = navigations.find((nav) => nav.slug === slug);
    if (!navigation) throw new Error(`no navigation "${slug}"`);
    // As the plugin's editor sends it: the item flagged `updated` (the plugin saves nothing else) and,
    // for a title of its own, the title sync with the linked page switched off.
    const rename = (items: NavigationItem[]): boolean =>
      items.some((item) => (item.title === from ? Object.assign(item, { title: to, autoSync: false, updated: true }) : rename(item.items ?? [])));
    if (!rename(navigation.items)) throw new Error(`navigation "${slug}" has no item "${from}"`);
    await this.request("PUT", `/navigation/${navigation.documentId}`, navigation);
    const saved = (await this.request<{ slug: string; items: NavigationItem[] }[]>("GET", "/navigation/")).find((nav) => nav.slug === slug);
    const titles = (items: NavigationItem[]): string[] => items.flatMap((item) => [item.title, ...titles(item.items ?? [])]);
    if (!titles(saved?.items ?? []).includes(to)) throw new Error(`navigation "${slug}": the item "${from}" was not renamed to "${to}"`);
  }
}
