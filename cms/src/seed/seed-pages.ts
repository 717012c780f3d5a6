import type { Core } from "@strapi/strapi";
import { connect, type DocumentRef } from "./documents";
import { mediaId, type MediaIds } from "./media";
import type { BlockSeed, LinkSeed, PageSeed, SeoSeed } from "./seed-types";

const PAGE = "api::page.page";

export type PageRefs = Map<string, DocumentRef>;

/**
 * Orders pages parents-first (a page's URL is built from its parents, so a parent must exist before its
 * child can point at it). Buttons may link in cycles (Services ↔ Digital), so they are not ordered.
 */
export const orderPages = (pages: PageSeed[]): PageSeed[] => {
  const bySlug = new Map(pages.map((p) => [p.slug, p]));
  const ordered: PageSeed[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (page: PageSeed, trail: string[]): void => {
    if (state.get(page.slug) === "done") return;
    if (state.get(page.slug) === "visiting") throw new Error(`[seed] parent cycle: ${[...trail, page.slug].join(" → ")}`);
    state.set(page.slug, "visiting");
    if (page.parent) {
      const parent = bySlug.get(page.parent);
      if (!parent) throw new Error(`[seed] page "${page.slug}" has unknown parent "${page.parent}"`);
      visit(parent, [...trail, page.slug]);
    }
    for (const target of page.content.flatMap(linkedSlugs)) {
      if (!bySlug.has(target)) throw new Error(`[seed] page "${page.slug}" links to unknown page "${target}"`);
    }
    state.set(page.slug, "done");
    ordered.push(page);
  };
  for (const page of pages) visit(page, []);
  return ordered;
};

export const seoData = (seo: SeoSeed | undefined, media: MediaIds) =>
  seo
    ? {
        meta_title: seo.meta_title ?? null,
        meta_description: seo.meta_description ?? null,
        share_image: mediaId(media, seo.share_image),
      }
    : null;

/** The slugs of the pages a block links to (buttons, calls to action, service and case study cards). */
export const linkedSlugs = (block: BlockSeed): string[] => {
  switch (block.__component) {
    case "blocks.page-button":
      return [block.page];
    case "blocks.hero":
      return [block.primary_cta?.page, block.secondary_cta?.page].filter((slug): slug is string => Boolean(slug));
    case "blocks.services":
    case "blocks.case-studies":
      return block.items.flatMap((item) => (item.page ? [item.page] : []));
    default:
      return [];
  }
};

const linkData = (link: LinkSeed | undefined, refs: PageRefs) =>
  link ? { label: link.label, url: link.url ?? null, page: link.page ? connect(refs.get(link.page)) : undefined } : null;

const pageLink = (slug: string | undefined, refs: PageRefs) => (slug ? connect(refs.get(slug)) : undefined);

export const blockData = (block: BlockSeed, media: MediaIds, refs: PageRefs): Record<string, unknown> => {
  switch (block.__component) {
    case "blocks.hero":
      return {
        ...block,
        image: mediaId(media, block.image),
        primary_cta: linkData(block.primary_cta, refs),
        secondary_cta: linkData(block.secondary_cta, refs),
      };
    case "blocks.services":
      return { ...block, items: block.items.map((item) => ({ ...item, page: pageLink(item.page, refs) })) };
    case "blocks.case-studies":
      return {
        ...block,
        items: block.items.map((item) => ({ ...item, image: mediaId(media, item.image), page: pageLink(item.page, refs) })),
      };
    case "blocks.testimonials":
      return { ...block, items: block.items.map((item) => ({ ...item, portrait: mediaId(media, item.portrait) })) };
    case "blocks.team":
      return { ...block, members: block.members.map((member) => ({ ...member, portrait: mediaId(media, member.portrait) })) };
    case "blocks.logo-wall":
      return { ...block, logos: block.logos.map((name) => mediaId(media, name)) };
    case "blocks.text-image":
      return { image_side: "right", ...block, image: mediaId(media, block.image) };
    case "blocks.page-button":
      return { __component: block.__component, label: block.label, page: connect(refs.get(block.page)) };
    case "blocks.accordion":
      return { ...block, items: block.items.map((item) => ({ starts_open: false, ...item })) };
    default:
      return { ...block };
  }
};

const pageData = (page: PageSeed, media: MediaIds, refs: PageRefs) => ({
  title: page.title,
  slug: page.slug,
  parent: page.parent ? connect(refs.get(page.parent)) : undefined,
  seo: seoData(page.seo, media),
  content: page.content.map((block) => blockData(block, media, refs)),
});

/**
 * Creates and publishes the profile's pages; returns slug → documentId. Three passes, because buttons
 * may point at pages that do not exist yet:
 *  1. every missing page is created as a draft (buttons to pages not created yet stay empty);
 *  2. every page without a published version gets its complete content (all targets exist now) and is
 *     published, parents first;
 *  3. pages with links (buttons, calls to action, cards) published in pass 2 are published once more, so
 *     their published links point at targets that were published after them.
 * A page that is already published is complete and left alone, so an interrupted run resumes cleanly.
 */
export const seedPages = async (strapi: Core.Strapi, pages: PageSeed[], media: MediaIds): Promise<PageRefs> => {
  const documents = strapi.documents(PAGE);
  const ordered = orderPages(pages);
  const refs: PageRefs = new Map();

  for (const page of ordered) {
    const draft = (await documents.findFirst({ filters: { slug: page.slug }, status: "draft" })) as DocumentRef | null;
    const ref = draft ?? ((await documents.create({ data: pageData(page, media, refs) as never })) as DocumentRef);
    refs.set(page.slug, { documentId: ref.documentId });
  }

  const publishedNow: PageSeed[] = [];
  for (const page of ordered) {
    if (await documents.findFirst({ filters: { slug: page.slug }, status: "published" })) continue;
    const { documentId } = refs.get(page.slug) as DocumentRef;
    await documents.update({ documentId, data: pageData(page, media, refs) as never });
    await documents.publish({ documentId });
    publishedNow.push(page);
    strapi.log.info(`[seed] published page ${page.slug}`);
  }

  for (const page of publishedNow) {
    if (page.content.some((block) => linkedSlugs(block).length > 0)) {
      await documents.publish({ documentId: (refs.get(page.slug) as DocumentRef).documentId });
    }
  }
  return refs;
};
