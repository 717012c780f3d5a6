import type { SourceNodesArgs } from "gatsby";
import type { $Fetch } from "ofetch";
import { describeCmsError } from "../cms/cms-client";

const REDIRECTS_TYPE = "CmsRedirects";
/** One node holds the whole list: a rich-text field reads it, so a changed list re-runs the pages that show links. */
export const REDIRECTS_NODE_KEY = "cms-redirects";

export interface CmsRedirect {
  from: string;
  to: string;
}

interface RedirectPage {
  data?: Array<{ from?: unknown; to?: unknown }>;
  meta?: { pagination?: { pageCount?: number } };
}

const PAGE_SIZE = 100;

/** Every redirect the CMS holds (docs/redirects.md), oldest first, page by page. */
async function fetchRedirects(client: $Fetch, strapiUrl: string): Promise<CmsRedirect[]> {
  const redirects: CmsRedirect[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    let answer: RedirectPage;
    try {
      answer = await client<RedirectPage>("/api/redirects", {
        query: { "fields[0]": "from", "fields[1]": "to", sort: "id:asc", "pagination[page]": page, "pagination[pageSize]": PAGE_SIZE },
      });
    } catch (error) {
      throw new Error(describeCmsError("The redirects could not be loaded", error, strapiUrl));
    }
    for (const row of answer.data ?? []) {
      if (typeof row.from === "string" && typeof row.to === "string") redirects.push({ from: row.from, to: row.to });
    }
    pageCount = answer.meta?.pagination?.pageCount ?? 1;
  }
  return redirects;
}

/** sourceNodes: the redirects as one node (see REDIRECTS_NODE_KEY). */
export async function sourceRedirects({ actions, createNodeId, createContentDigest }: SourceNodesArgs, client: $Fetch, strapiUrl: string): Promise<void> {
  const redirects = await fetchRedirects(client, strapiUrl);
  actions.createNode({
    id: createNodeId(REDIRECTS_NODE_KEY),
    redirects,
    internal: { type: REDIRECTS_TYPE, contentDigest: createContentDigest(redirects) },
  });
}
