import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Core } from "@strapi/strapi";
import { renderImage } from "./render-image";
import type { ImageSpec } from "./seed-types";

export type MediaIds = Map<string, number>;

/**
 * Uploads each seed image unless a file with that name is already in the media library, and returns
 * name → file id. Goes through the upload plugin's service so thumbnails, responsive formats and the
 * media.create event behave exactly as for an editor's upload.
 */
export const ensureMedia = async (strapi: Core.Strapi, specs: ImageSpec[]): Promise<MediaIds> => {
  const ids: MediaIds = new Map();
  const files = strapi.db.query("plugin::upload.file");
  const upload = strapi.plugin("upload").service("upload");
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-seed-"));
  try {
    for (const spec of specs) {
      const existing = (await files.findOne({ where: { name: spec.name }, select: ["id"] })) as { id: number } | null;
      if (existing) {
        ids.set(spec.name, existing.id);
        continue;
      }
      const filepath = path.join(workDir, spec.name);
      fs.writeFileSync(filepath, await renderImage(spec));
      const [created] = (await upload.upload({
        data: { fileInfo: { name: spec.name, alternativeText: spec.alt, caption: spec.caption ?? null } },
        files: {
          filepath,
          originalFilename: spec.name,
          mimetype: spec.format === "png" ? "image/png" : "image/jpeg",
          size: fs.statSync(filepath).size,
        },
      })) as Array<{ id: number }>;
      ids.set(spec.name, created.id);
      strapi.log.info(`[seed] uploaded ${spec.name}`);
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return ids;
};

/** The id of a seeded image; a typo in the data files fails loudly instead of leaving a hole. */
export const mediaId = (ids: MediaIds, name: string | undefined): number | null => {
  if (!name) return null;
  const id = ids.get(name);
  if (id === undefined) throw new Error(`[seed] unknown image "${name}" (not listed in the profile's images)`);
  return id;
};

/**
 * Markdown in the data files refers to a seeded image as `![alt](upload:<image name>)`: Strapi names
 * the stored file itself, so its URL (`/uploads/<name>_<hash>.<ext>`) is only known once it is uploaded.
 * Writes each such reference as that URL, the way an editor's image inserted from the media library is.
 */
export const resolveUploadUrls = async (strapi: Core.Strapi, markdown: string, ids: MediaIds): Promise<string> => {
  const files = strapi.db.query("plugin::upload.file");
  const urls = new Map<string, string>();
  for (const [, name] of markdown.matchAll(/\]\(upload:([^)\s]+)\)/g)) {
    if (urls.has(name)) continue;
    const file = (await files.findOne({ where: { id: mediaId(ids, name) }, select: ["url"] })) as { url: string } | null;
    if (!file) throw new Error(`[seed] image "${name}" is not in the media library`);
    urls.set(name, file.url);
  }
  return markdown.replace(/\]\(upload:([^)\s]+)\)/g, (_match, name: string) => `](${urls.get(name)})`);
};
