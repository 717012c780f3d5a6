import type { Core } from "@strapi/strapi";
import { BLOG_POST, CONFIGURATION, PAGE } from "../guards/content-types";
import { fieldsHolding, mediaPopulate, type MediaField } from "./media-fields";
import type { FileUseAnswer } from "./used-by-answer";

/** The site's content that shows images; the navigation plugin's and the enquiries' types hold none. */
const MODELS = [BLOG_POST, PAGE, CONFIGURATION] as const;

/** How the refusals and the "Used by" panel name an entry, like the edit guards do ("the blog post "…""). */
const KINDS: Record<string, string> = { [BLOG_POST]: "blog post", [PAGE]: "page", [CONFIGURATION]: "site settings" };

/** One entry that uses a file: in its published version, its draft, or both, and in which fields. */
export interface FileUse extends Omit<FileUseAnswer, "path" | "fields"> {
  fields: MediaField[];
}

interface Row extends Record<string, unknown> {
  documentId: string;
  title?: string;
  publishedAt?: string | null;
}

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
    const hasTitle = "title" in (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as { attributes: object }).attributes;
    const rows = (await strapi.db.query(uid).findMany({ select: ["documentId", "publishedAt", ...(hasTitle ? ["title"] : [])], populate })) as Row[];
    for (const fileId of fileIds) {
      const byDocument = new Map<string, FileUse>();
      // Drafts first, so the entry carries the title editors see in the admin.
      for (const row of [...rows].sort((a, b) => Number(Boolean(a.publishedAt)) - Number(Boolean(b.publishedAt)))) {
        const fields = fieldsHolding(strapi, uid, row, fileId);
        if (fields.length === 0) continue;
        const use = byDocument.get(row.documentId) ?? {
          uid,
          documentId: row.documentId,
          kind: KINDS[uid] ?? uid,
          title: row.title ?? "",
          published: false,
          draft: false,
          fields: [],
        };
        if (row.publishedAt) use.published = true;
        else use.draft = true;
        for (const field of fields) if (!use.fields.some((have) => have.label === field.label)) use.fields.push(field);
        byDocument.set(row.documentId, use);
      }
      uses.get(fileId)?.push(...byDocument.values());
    }
  }
  return uses;
};
