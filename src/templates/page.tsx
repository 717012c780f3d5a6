import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../features/blocks/blocks";
import { Breadcrumbs } from "../features/breadcrumbs/breadcrumbs";
import { CaseStudyNeighbours } from "../features/case-studies/case-study-neighbours";
import { PageTitle } from "../features/blocks/page-title";
import type { LanguageContext } from "../features/seo/language-tags";
import { SeoHead } from "../features/seo/seo-head";
import { Column } from "../theme/column";
import { headerWidth } from "../features/blocks/block-width";

export default function PageTemplate({ data }: PageProps<Queries.PageTemplateQuery>) {
  const page = data.strapiPage;
  if (!page) return null;
  return (
    <article>
      <Column width={headerWidth(page.content?.[0]?.__typename)}>
        <Breadcrumbs trail={page.breadcrumbs} />
        <PageTitle title={page.title} opensWithHero={page.content?.[0]?.__typename === "STRAPI__COMPONENT_BLOCKS_HERO"} />
      </Column>
      <Blocks blocks={page.content} pageTitle={page.title} pagePath={page.path ?? "/"} />
      {(data.previous.length > 0 || data.next.length > 0) && (
        <Column width="wide">
          <CaseStudyNeighbours previous={data.previous[0]} next={data.next[0]} />
        </Column>
      )}
    </article>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.PageTemplateQuery, LanguageContext>) {
  const page = data.strapiPage;
  return (
    <SeoHead
      path={page?.path ?? "/"}
      title={page?.title}
      metaTitle={page?.seo?.meta_title}
      metaDescription={page?.seo?.meta_description}
      description={page?.summary}
      images={[page?.seo?.share_image?.localFile?.publicURL]}
      breadcrumbs={page?.breadcrumbs}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query PageTemplate($id: String!, $previous: [String!], $next: [String!]) {
    strapiPage(id: { eq: $id }) {
      # What this page rendered, read back by the publisher's content audit (docs/publishing.md).
      contentVersion {
        kind
        id
        locale
        version
      }
      title
      path
      summary
      breadcrumbs {
        title
        path
      }
      seo {
        ...SeoFields
      }
      ...PageContentBlocks
    }
    # A case study's neighbours in the Work page's order, chosen when the pages are planned (docs/blog.md); none for
    # other pages. Each is a copy of that page's title, audited too.
    previous: pagesById(ids: $previous) {
      ...CaseStudyNeighbourFields
    }
    next: pagesById(ids: $next) {
      ...CaseStudyNeighbourFields
    }
  }

  fragment CaseStudyNeighbourFields on STRAPI_PAGE {
    contentVersion {
      kind
      id
      locale
      version
    }
    title
    path
  }
`;
