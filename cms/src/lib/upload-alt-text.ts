/**
 * The admin's upload request as the alt-text prompt reads and rewrites it (src/admin/alt-text-at-upload.tsx): a
 * multipart body with the files under "files" and, in the same order, one JSON "fileInfo" per file (name, caption,
 * alternativeText, folder), as Strapi's upload dialogs send it.
 */

export interface ImageWithoutAltText {
  /** The file's position among the request's files (and its fileInfo's). */
  index: number;
  name: string;
  file: File;
}

type FileInfo = Record<string, unknown>;

const parseInfo = (value: FormDataEntryValue | undefined): FileInfo => {
  if (typeof value !== "string") return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as FileInfo) : {};
  } catch {
    return {};
  }
};

const hasText = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** The images of an upload that would arrive without alternative text (other files need none). */
export const imagesWithoutAltText = (form: FormData): ImageWithoutAltText[] => {
  const infos = form.getAll("fileInfo");
  return form
    .getAll("files")
    .flatMap((file, index) => (typeof file === "string" ? [] : [{ file, index }]))
    .filter(({ file, index }) => file.type.startsWith("image/") && !hasText(parseInfo(infos[index]).alternativeText))
    .map(({ file, index }) => ({ index, name: (parseInfo(infos[index]).name as string | undefined) || file.name, file }));
};

/**
 * The same upload with the given alternative texts (by file index) in its fileInfo entries, everything else as it
 * was and in the same order. A file without a fileInfo entry gets one.
 */
export const withAltTexts = (form: FormData, texts: ReadonlyMap<number, string>): FormData => {
  const next = new FormData();
  const fileCount = form.getAll("files").length;
  let infoIndex = 0;
  for (const [key, value] of form.entries()) {
    if (key !== "fileInfo") {
      next.append(key, value);
      continue;
    }
    const text = texts.get(infoIndex);
    next.append(key, text === undefined ? value : JSON.stringify({ ...parseInfo(value), alternativeText: text.trim() }));
    infoIndex += 1;
  }
  // Strapi pairs the n-th fileInfo with the n-th file: the missing ones are added in order, empty where no text is given.
  const missing = Array.from({ length: Math.max(0, fileCount - infoIndex) }, (_, offset) => infoIndex + offset);
  if (missing.some((index) => texts.has(index)))
    for (const index of missing) {
      const text = texts.get(index);
      next.append("fileInfo", JSON.stringify(text === undefined ? {} : { alternativeText: text.trim() }));
    }
  return next;
};
