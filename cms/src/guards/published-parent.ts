import type { Core } from "@strapi/strapi";
import { errors } from "@strapi/utils";
import { localeAdjective } from "../lib/locale-names";
import { refusalDetails } from "../refusal-entries";
import { fieldError, PAGE } from "./content-types";

interface DraftPage {
  title: string;
  parent?: { documentId: string; title: string } | null;
}

/**
 * Refuses to publish a page whose parent page is not published (in the same locale: a French page's parent is
 * the parent's French version, which Strapi's localized relation holds): the site would build it without its
 * parent, at another path than the one the editor sees.
 */
export const refuseUnpublishedParent = async (strapi: Core.Strapi, documentId: string, locale: string): Promise<void> => {
  const pages = strapi.db.query(PAGE);
  const draft = (await pages.findOne({
    where: { documentId, locale, publishedAt: null },
    select: ["title"],
    populate: { parent: { select: ["documentId", "title"] } },
  })) as DraftPage | null;
  const parent = draft?.parent;
  if (!draft || !parent) return;
  if ((await pages.count({ where: { documentId: parent.documentId, locale, publishedAt: { $notNull: true } } })) > 0) return;
  const kind = localeAdjective(locale);
  const message = `Cannot publish the ${kind}page "${draft.title}": its parent page "${parent.title}" is not published${kind ? ` in ${kind.trim()}` : ""}. Publish "${parent.title}" first.`;
  // The parent field is marked in the form, and the parent page is linked.
  throw new errors.ValidationError(message, {
    ...fieldError(["parent"], message),
    ...refusalDetails([{ uid: PAGE, documentId: parent.documentId, name: `the page "${parent.title}"` }]),
  });
};
