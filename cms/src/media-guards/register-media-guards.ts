import { AsyncLocalStorage } from "node:async_hooks";
import type { Core } from "@strapi/strapi";
import { refuseClearingAltText, refuseRemovingUsedFiles, type FileRow } from "./media-refusals";
import { fileUses } from "./media-usage";
import { usedByRoutes } from "./used-by-route";

const FILE = "plugin::upload.file";

interface UploadService {
  remove(file: FileRow): Promise<unknown>;
  updateFileInfo(id: number | string, info: { alternativeText?: string | null }, opts?: unknown): Promise<unknown>;
  replace(id: number | string, input: { data?: { fileInfo?: { alternativeText?: string | null } } }, opts?: unknown): Promise<unknown>;
}

interface DeleteByIds {
  deleteByIds(ids?: Array<number | string>): Promise<unknown>;
}

/** Files a bulk delete has already checked together, so its per-file removals do not scan again. */
const checked = new AsyncLocalStorage<Set<number>>();

const findFile = async (strapi: Core.Strapi, id: number | string): Promise<FileRow | null> =>
  (await strapi.db.query(FILE).findOne({ where: { id }, select: ["id", "name", "mime", "alternativeText"] })) as FileRow | null;

const filesIn = async (strapi: Core.Strapi, where: Record<string, unknown>): Promise<FileRow[]> =>
  (await strapi.db.query(FILE).findMany({ where, select: ["id", "name", "mime", "alternativeText"] })) as FileRow[];

/** The files a folder delete removes: those in the folders and in every folder below them (as the upload plugin finds them). */
const filesInFolders = async (strapi: Core.Strapi, ids: Array<number | string>): Promise<FileRow[]> => {
  if (ids.length === 0) return [];
  const folders = (await strapi.db.query("plugin::upload.folder").findMany({ where: { id: { $in: ids } }, select: ["path"] })) as Array<{ path: string }>;
  if (folders.length === 0) return [];
  return filesIn(strapi, { $or: folders.flatMap(({ path }) => [{ folderPath: { $eq: path } }, { folderPath: { $startsWith: `${path}/` } }]) });
};

/** Runs a bulk removal after checking all its files at once: all of them go, or none. */
const checkedTogether = async <T>(strapi: Core.Strapi, files: FileRow[], run: () => Promise<T>): Promise<T> => {
  await refuseRemovingUsedFiles(strapi, files);
  return checked.run(new Set(files.map((file) => file.id)), run);
};

/**
 * The media guards (docs/editors.md): the media library's delete (one file, a selection, a folder) and its "Edit"
 * dialog meet the same kind of refusal as the content manager's edit guards. The upload plugin's services are
 * wrapped rather than its database lifecycles used because its delete removes the stored file before the
 * database row: a refusal must come first. Replacing a file is let through (its published entries show the new image
 * at the next build) and logged with how many; the admin names them to the editor (src/admin/replace-notice.ts,
 * from the "Used by" answer). Also serves the "Used by" answer of the admin panel.
 */
export const registerMediaGuards = (strapi: Core.Strapi): void => {
  const upload = strapi.plugin("upload").service("upload") as unknown as UploadService;
  const fileService = strapi.plugin("upload").service("file") as unknown as DeleteByIds;
  const folderService = strapi.plugin("upload").service("folder") as unknown as DeleteByIds;

  const remove = upload.remove.bind(upload);
  upload.remove = async (file) => {
    if (!checked.getStore()?.has(file.id)) await refuseRemovingUsedFiles(strapi, [file]);
    return remove(file);
  };

  const deleteFiles = fileService.deleteByIds.bind(fileService);
  fileService.deleteByIds = async (ids = []) => checkedTogether(strapi, await filesIn(strapi, { id: { $in: ids } }), () => deleteFiles(ids));

  const deleteFolders = folderService.deleteByIds.bind(folderService);
  folderService.deleteByIds = async (ids = []) => checkedTogether(strapi, await filesInFolders(strapi, ids), () => deleteFolders(ids));

  const updateFileInfo = upload.updateFileInfo.bind(upload);
  upload.updateFileInfo = async (id, info, opts) => {
    const file = await findFile(strapi, id);
    if (file) await refuseClearingAltText(strapi, file, info?.alternativeText);
    return updateFileInfo(id, info, opts);
  };

  const replace = upload.replace.bind(upload);
  upload.replace = async (id, input, opts) => {
    const file = await findFile(strapi, id);
    if (file) await refuseClearingAltText(strapi, file, input.data?.fileInfo?.alternativeText);
    const replaced = await replace(id, input, opts);
    if (file) {
      // Only published entries are built: a draft shows the new file when it is published.
      const live = ((await fileUses(strapi, [file.id])).get(file.id) ?? []).filter((use) => use.published);
      if (live.length > 0)
        strapi.log.info(
          `[media] replaced "${file.name}": the next build shows the new image in ${live.length} published ${live.length === 1 ? "entry" : "entries"}`,
        );
    }
    return replaced;
  };

  strapi.server.routes(usedByRoutes(strapi));
};
