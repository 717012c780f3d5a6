import type { ColumnWidth } from "../../theme/column";

/**
 * The width each block takes on a page (docs/architecture.md, "Layout"): long text reads in the reading column,
 * cards and media use the wide frame, and the two bands of colour run edge to edge. A page's header takes the
 * width of its first block, so the title sits over what it introduces.
 */
const WIDTHS: Record<string, ColumnWidth> = {
  STRAPI__COMPONENT_BLOCKS_RICH_TEXT: "reading",
  STRAPI__COMPONENT_BLOCKS_ACCORDION: "reading",
  STRAPI__COMPONENT_BLOCKS_PAGE_BUTTON: "reading",
  STRAPI__COMPONENT_BLOCKS_CONTACT: "reading",
  STRAPI__COMPONENT_BLOCKS_ENQUIRY_FORM: "reading",
  STRAPI__COMPONENT_BLOCKS_HERO: "wide",
  STRAPI__COMPONENT_BLOCKS_SECTION: "wide",
  STRAPI__COMPONENT_BLOCKS_SERVICES: "wide",
  STRAPI__COMPONENT_BLOCKS_CASE_STUDIES: "wide",
  STRAPI__COMPONENT_BLOCKS_TESTIMONIALS: "wide",
  STRAPI__COMPONENT_BLOCKS_LOGO_WALL: "wide",
  STRAPI__COMPONENT_BLOCKS_TEAM: "wide",
  STRAPI__COMPONENT_BLOCKS_TEXT_IMAGE: "wide",
  STRAPI__COMPONENT_BLOCKS_STATS: "full",
  STRAPI__COMPONENT_BLOCKS_CTA_BAND: "full",
};

export function blockWidth(typename: string | null | undefined): ColumnWidth {
  return (typename && WIDTHS[typename]) || "reading";
}

/** A page header (breadcrumbs and title) never bleeds: over a band it takes the wide frame. */
export function headerWidth(firstBlockTypename: string | null | undefined): ColumnWidth {
  const width = blockWidth(firstBlockTypename);
  return width === "full" ? "wide" : width;
}
