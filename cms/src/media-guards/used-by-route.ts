import type { Core } from "@strapi/strapi";
import { AUTHOR, BLOG_POST, CONFIGURATION, PAGE } from "../guards/content-types";
import { LOCALE_CODES } from "../contract/locales";
import { liveKey, livePaths, type LiveEntry } from "../redirects/live-paths";
import { mediaIds, mediaPopulate, needsAltText } from "./media-fields";
import { fileUses, type FileUse } from "./media-usage";
import type { FileUsageAnswer, FileUseAnswer } from "./used-by-answer";

const FILE = "plugin::upload.file";
const MODELS = new Set<string>([BLOG_POST, PAGE, AUTHOR, CONFIGURATION]);
/** Whoever may browse the media library may see where its files are used. */
const POLICIES = ["admin::isAuthenticatedAdmin", { name: "admin::hasPermissions", config: { actions: ["plugin::upload.read"] } }];

interface Context {
  params: Record<string, string>;
  body: unknown;
  notFound(message?: string): void;
}

interface FileRow {
  id: number;
  name: string;
  alternativeText?: string | null;
  url?: string;
  formats?: { thumbnail?: { url?: string } } | null;
}

/** How livePaths keys the entries of each model that has pages; the site settings have none. */
const LIVE_KEYS: Record<string, "page" | "post" | "author"> = { [PAGE]: "page", [BLOG_POST]: "post", [AUTHOR]: "author" };

/**
 * The entry's paths on the live site, one per published translation that shows the file, each in its own language
 * (/about/, /fr/a-propos/), in the site's order of languages. None for a draft only or the site settings.
 */
const livePathsOf = (paths: Map<string, LiveEntry>, use: FileUse): FileUseAnswer["livePaths"] => {
  const kind = LIVE_KEYS[use.uid];
  if (!kind) return [];
  return LOCALE_CODES.flatMap((locale) => {
    const path = use.liveLocales.includes(locale) ? paths.get(liveKey(kind, use.documentId, locale))?.path : undefined;
    return path ? [{ locale, path }] : [];
  });
};

/**
 * What the admin shows of one use: the entry, its state, its live path, its fields and whether they need
 * alternative text.
 */
const shown = (use: FileUse, paths: Map<string, LiveEntry>): FileUseAnswer => {
  const livePaths = livePathsOf(paths, use);
  return {
    uid: use.uid,
    documentId: use.documentId,
    kind: use.kind,
    title: use.title,
    published: use.published,
    draft: use.draft,
    path: livePaths[0]?.path ?? null,
    livePaths,
    fields: use.fields.map((field) => ({ label: field.label, needsAltText: needsAltText(field) })),
  };
};

const fileAnswer = async (strapi: Core.Strapi, files: FileRow[]): Promise<FileUsageAnswer[]> => {
  const uses = await fileUses(
    strapi,
    files.map((file) => file.id),
  );
  const paths = await livePaths(strapi);
  return files.map((file) => ({
    id: file.id,
    name: file.name,
    alternativeText: file.alternativeText ?? "",
    thumbnail: file.formats?.thumbnail?.url ?? file.url ?? null,
    usedBy: (uses.get(file.id) ?? []).map((use) => shown(use, paths)),
  }));
};

const findFiles = async (strapi: Core.Strapi, ids: number[]): Promise<FileRow[]> =>
  ids.length === 0
    ? []
    : ((await strapi.db.query(FILE).findMany({ where: { id: { $in: ids } }, select: ["id", "name", "alternativeText", "url", "formats"] })) as FileRow[]);

/**
 * The "Used by" answers (admin API, an admin session): GET /media-usage/files/:id lists the entries that use one
 * file, in which fields and at which live path (the admin's notice after a replace names them too);
 * GET /media-usage/entries/:uid/:documentId does the same for every file an entry holds (its draft and published
 * version), for the panel of the edit view.
 */
export const usedByRoutes = (strapi: Core.Strapi) => ({
  type: "admin" as const,
  prefix: "/media-usage",
  routes: [
    {
      method: "GET" as const,
      path: "/files/:id",
      handler: async (koa: unknown) => {
        const ctx = koa as Context;
        const [file] = await findFiles(strapi, [Number(ctx.params.id)]);
        if (!file) return ctx.notFound("No such file");
        ctx.body = { data: (await fileAnswer(strapi, [file]))[0] };
      },
      config: { policies: POLICIES },
      info: {},
    },
    {
      method: "GET" as const,
      path: "/entries/:uid/:documentId",
      handler: async (koa: unknown) => {
        const ctx = koa as Context;
        const { uid = "", documentId } = ctx.params;
        if (!MODELS.has(uid)) return ctx.notFound("No such content type");
        const populate = mediaPopulate(strapi, uid) ?? {};
        const rows = (await strapi.db.query(uid).findMany({ where: { documentId }, select: ["id"], populate })) as Array<Record<string, unknown>>;
        const ids = [...new Set(rows.flatMap((row) => mediaIds(strapi, uid, row)))];
        ctx.body = { data: await fileAnswer(strapi, await findFiles(strapi, ids)) };
      },
      config: { policies: POLICIES },
      info: {},
    },
  ],
});
