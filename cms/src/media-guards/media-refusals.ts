import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { needsAltText } from "./media-fields";
import { refusalDetails, type RefusalEntry } from "../refusal-entries";
import { entryName, fileUses, type FileUse } from "./media-usage";

/** The refusal names this many uses, then "and N more", like the edit guards' (src/guards/linked-page.ts). */
const MAX_LISTED = 6;

export interface FileRow {
  id: number;
  name: string;
  mime?: string | null;
  alternativeText?: string | null;
}

const fileName = (file: FileRow): string => `${file.mime?.startsWith("image/") === false ? "the file" : "the image"} "${file.name}"`;

const fieldList = (labels: string[]): string => (labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? ""));

/** An entry and, in brackets, the fields that hold the file: the blog post "Title" (cover image). */
const inEntry = (use: FileUse, labels: string[]): string => `${entryName(use)} (${fieldList(labels)})`;

const listed = (lines: string[]): string =>
  lines.slice(0, MAX_LISTED).join("; ") + (lines.length > MAX_LISTED ? `; and ${lines.length - MAX_LISTED} more` : "");

/**
 * Refuses to delete files that published content shows: the entry would lose its image at the next build without
 * anyone having chosen that. A file only drafts use may go (the draft's field is emptied, nothing live changes).
 * Several files are checked together, so a bulk delete removes all of them or none.
 */
export const refuseRemovingUsedFiles = async (strapi: Core.Strapi, files: FileRow[]): Promise<void> => {
  if (files.length === 0) return;
  const uses = await fileUses(
    strapi,
    files.map((file) => file.id),
  );
  const refused = files.flatMap((file) => {
    const live = (uses.get(file.id) ?? []).filter((use) => use.published);
    return live.length === 0 ? [] : [{ file, live }];
  });
  // By name, so the message does not depend on the order the files were selected in.
  refused.sort((a, b) => (a.file.name < b.file.name ? -1 : a.file.name > b.file.name ? 1 : 0));
  if (refused.length === 0) return;
  const lines = refused.flatMap(({ file, live }) =>
    live.map(
      (use) =>
        (refused.length > 1 ? `${fileName(file)} in ` : "") +
        inEntry(
          use,
          use.fields.map((field) => field.label),
        ),
    ),
  );
  const subject =
    refused.length > 1 ? `${refused.length} of these files: published content shows` : `${fileName(refused[0]!.file)}: published content shows it in`;
  throw new errors.ApplicationError(
    `Cannot delete ${subject} ${listed(lines)}. ` + "Choose another image there and publish, then delete it: the site would lose the image at its next build.",
    linked(refused.flatMap(({ live }) => live)),
  );
};

/** The entries a refusal names, for the admin's refusal panel to link. */
const linked = (uses: FileUse[]): { entries: RefusalEntry[] } =>
  refusalDetails(uses.map((use) => ({ uid: use.uid, documentId: use.documentId, name: entryName(use) })));

const isBlank = (text: string | null | undefined): boolean => !text?.trim();

/**
 * Refuses to clear the alternative text of an image that a cover, a block image, a portrait or a logo shows (in a
 * draft or the published version): the site renders that text as the image's `alt`, and publishing the entry
 * again would be refused for it (src/guards/image-alt-text.ts). `alternativeText` undefined or null keeps the text.
 */
export const refuseClearingAltText = async (strapi: Core.Strapi, file: FileRow, alternativeText: string | null | undefined): Promise<void> => {
  if (alternativeText === undefined || alternativeText === null || !isBlank(alternativeText) || isBlank(file.alternativeText)) return;
  const uses = (await fileUses(strapi, [file.id])).get(file.id) ?? [];
  const lines = uses.flatMap((use) => {
    const labels = use.fields.filter(needsAltText).map((field) => field.label);
    return labels.length === 0 ? [] : [inEntry(use, labels)];
  });
  if (lines.length === 0) return;
  throw new errors.ApplicationError(
    `Cannot clear the alternative text of ${fileName(file)}: ${listed(lines)} ${lines.length > 1 ? "need" : "needs"} it. ` +
      "The site gives this text to screen-reader users in place of the image: write a new one instead.",
    linked(uses.filter((use) => use.fields.some(needsAltText))),
  );
};
