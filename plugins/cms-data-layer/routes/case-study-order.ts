/** A page as the case-study rule reads it: its id, where it is built, its parent's path, the pages its case-studies blocks link. */
interface CaseStudyListingPage {
  id: string;
  path: string;
  parentPath?: string | null;
  /** The pages its `blocks.case-studies` blocks link, in the page's order (blocks in order, items in order). */
  caseStudyIds?: readonly string[] | null;
}

interface CaseStudyNeighbours {
  previous: string | null;
  next: string | null;
}

/**
 * The previous and next case study of every case study in one locale (docs/blog.md, "Case studies"). A case study is a
 * page some page's case-studies block links. Its neighbours are those around it in the list of its parent page (the
 * Work page, for /work/{client}/) when that page lists it; otherwise in the list of the first page, by path, that does
 * (the home page's "Selected work", say). A list is the page's blocks' items in order, each page once, published pages
 * only, without the listing page itself. The first has no previous, the last no next: the list does not wrap.
 */
export function caseStudyNeighbours(pages: readonly CaseStudyListingPage[]): Map<string, CaseStudyNeighbours> {
  const published = new Set(pages.map((page) => page.id));
  const listsOf = new Map<string, string[]>();
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const list = [...new Set(page.caseStudyIds ?? [])].filter((id) => id !== page.id && published.has(id));
    if (list.length > 0) listsOf.set(page.path, list);
  }
  const neighbours = new Map<string, CaseStudyNeighbours>();
  for (const page of pages) {
    const parentList = page.parentPath ? listsOf.get(page.parentPath) : undefined;
    const list = parentList?.includes(page.id) ? parentList : [...listsOf.values()].find((candidate) => candidate.includes(page.id));
    if (!list) continue;
    const at = list.indexOf(page.id);
    neighbours.set(page.id, { previous: list[at - 1] ?? null, next: list[at + 1] ?? null });
  }
  return neighbours;
}
