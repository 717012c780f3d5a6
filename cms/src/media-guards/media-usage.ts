import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE } from "../contract/locales";
import { AUTHOR, BLOG_POST, CONFIGURATION, PAGE } from "../guards/content-types";
import { fieldsHolding, mediaPopulate, type MediaField } from "./media-fields";
import type { FileUseAnswer } from "./used-by-answer";

/** The site's content that shows images (an author's portrait too); the navigation plugin's, the enquiries', categories' and tags' types hold none. */
const MODELS = [BLOG_POST, PAGE, AUTHOR, CONFIGURATION] as const;

/** How the refusals and the "Used by" panel name an entry, like the edit guards do ("the blog post "…""). */
const KINDS: Record<string, string> = { [BLOG_POST]: "blog post", [PAGE]: "page", [AUTHOR]: "author", [CONFIGURATION]: "site settings" };

/**
 * One entry (a document, all its translations) that uses a file: in a published version, a draft, or both, and in
 * which fields. Media fields are shared by a document's translations, so a refusal names the document once.
 */
export interface FileUse extends Omit<FileUseAnswer, "path" | "livePaths" | "fields"> {
  fields: MediaField[];
  /** The locales whose published version shows the file: the site has it on their pages. */
  liveLocales: string[];
}

interface Row extends Record<string, unknown> {
  documentId: string;
  title?: string;
  /** An author is known by their name. */
  name?: string;
  locale?: string | null;
  publishedAt?: string | null;
}

/** Drafts first, so the entry carries the title editors see in the admin; the default locale's before a translation's. */
const rank = (row: Row): number => (row.publishedAt ? 2 : 0) + (!row.locale || row.locale === DEFAULT_LOCALE ? 0 : 1);

/** "the blog post "Title"", or "the site settings" for the single configuration entry. */
export const entryName = (use: Pick<FileUse, "uid" | "kind" | "title">): string =>
  use.uid === CONFIGURATION ? `the ${use.kind}` : `the ${use.kind} "${use.title}"`;

/**
 * Where each of the files is used, read from every draft and published version of the site's content. A scan of
 * the three models with only the media ids populated: a delete or an alt text change is rare, and the scan
 * needs no knowledge of how Strapi stores media inside components.
 */
export const fileUses = async (strapi: Core.Strapi, fileIds: number[]): Promise<Map<number, FileUse[]>> => {
  const uses = new Map<number, FileUse[]>(fileIds.map((id) => [id, []]));
  for (const uid of MODELS) {
    const populate = mediaPopulate(strapi, uid);
    if (!populate) continue;
    const { attributes } = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as { attributes: object };
    const optional = ["title", "name", "locale"].filter((name) => name in attributes);
    const rows = (await strapi.db.query(uid).findMany({ select: ["documentId", "publishedAt", ...optional], populate })) as Row[];
    rows.sort((a, b) => rank(a) - rank(b));
    for (const fileId of fileIds) {
      const byDocument = new Map<string, FileUse>();
      for (const row of rows) {
        const fields = fieldsHolding(strapi, uid, row, fileId);
        if (fields.length === 0) continue;
        const use = byDocument.get(row.documentId) ?? {
          uid,
          documentId: row.documentId,
          kind: KINDS[uid] ?? uid,
          title: row.title ?? row.name ?? "",
          published: false,
          draft: false,
          fields: [],
          liveLocales: [],
        };
        if (row.publishedAt) {
          use.published = true;
          const locale = row.locale ?? DEFAULT_LOCALE;
          if (!use.liveLocales.includes(locale)) use.liveLocales.push(locale);
        } else use.draft = true;
        for (const field of fields) if (!use.fields.some((have) => have.label === field.label)) use.fields.push(field);
        byDocument.set(row.documentId, use);
      }
      uses.get(fileId)?.push(...byDocument.values());
    }
  }
  return uses;
};
