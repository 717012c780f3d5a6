import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Blocks } from "../features/blocks/blocks";
import { PageHead } from "../features/seo/page-head";
import { Wrap } from "../theme/wrap";

export default function PageTemplate({ data }: PageProps<Queries.PageTemplateQuery>) {
  const page = data.strapiPage;
  if (!page) return null;
  return (
    <Wrap as="article">
      <h1>{page.title}</h1>
      <Blocks blocks={page.content} />
    </Wrap>
  );
}

export function Head({ data }: HeadProps<Queries.PageTemplateQuery>) {
  const page = data.strapiPage;
  const siteName = data.strapiConfiguration?.structured_data_name;
  const title = page?.seo?.meta_title || [page?.title, siteName].filter(Boolean).join(" | ");
  return <PageHead title={title} description={page?.seo?.meta_description || data.strapiConfiguration?.structured_data_description} />;
}

export const query = graphql`
  query PageTemplate($id: String!) {
    strapiPage(id: { eq: $id }) {
      title
      path
      seo {
        meta_title
        meta_description
      }
      ...PageContentBlocks
    }
    strapiConfiguration {
      structured_data_name
      structured_data_description
    }
  }
`;
