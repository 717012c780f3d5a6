import * as React from "react";
import { graphql } from "gatsby";
import { Accordion } from "./accordion";
import { Hero } from "./hero";
import { PageButton } from "./page-button";
import { RichText } from "../../components/rich-text/rich-text";
import { withoutLeadingHeading } from "../../components/rich-text/leading-heading";
import { Section } from "./section";
import { useScrollReveal } from "./use-scroll-reveal";
import { BlockStack } from "./blocks.styles";

type ContentBlock = NonNullable<NonNullable<Queries.PageTemplateQuery["strapiPage"]>["content"]>[number];

interface BlocksProps {
  blocks: readonly ContentBlock[] | null | undefined;
  /** The page's CMS title: an opening hero shows it as the h1 when its heading is empty; an opening rich text does not repeat it. */
  pageTitle?: string | null;
}

/** Renders a page's dynamic zone, one component per CMS block type. */
export function Blocks({ blocks, pageTitle = null }: BlocksProps) {
  const stackRef = React.useRef<HTMLDivElement>(null);
  useScrollReveal(stackRef);
  return (
    <BlockStack ref={stackRef}>
      {(blocks ?? []).map((block, index) => (
        <BlockSwitch key={index} block={block} first={index === 0} pageTitle={pageTitle} />
      ))}
    </BlockStack>
  );
}

function BlockSwitch({ block, first, pageTitle }: { block: ContentBlock; first: boolean; pageTitle: string | null }) {
  if (!block) return null;
  switch (block.__typename) {
    case "STRAPI__COMPONENT_BLOCKS_HERO":
      // The opening hero carries the page's h1 (src/features/blocks/page-title.tsx shows none then).
      return <Hero heading={block.heading} subheading={block.subheading} image={block.image} eager={first} pageTitle={first ? pageTitle : undefined} />;
    case "STRAPI__COMPONENT_BLOCKS_RICH_TEXT":
      // The template's h1 already shows the title; a rich text that opens by repeating it loses that heading.
      return <RichText html={first ? withoutLeadingHeading(block.body?.html, pageTitle) : block.body?.html} />;
    case "STRAPI__COMPONENT_BLOCKS_ACCORDION":
      return (
        <Accordion
          heading={block.heading}
          items={(block.items ?? []).map((item) => ({
            label: item?.label ?? "",
            html: item?.body?.html,
            startsOpen: Boolean(item?.starts_open),
          }))}
        />
      );
    case "STRAPI__COMPONENT_BLOCKS_PAGE_BUTTON":
      return block.page?.path ? <PageButton label={block.label} path={block.page.path} /> : null;
    case "STRAPI__COMPONENT_BLOCKS_SECTION":
      return <Section anchor={block.anchor} heading={block.heading} html={block.body?.html} />;
    default:
      return null;
  }
}

/** @public Gatsby collects the fragments from this file at build time; no module imports them. */
export const query = graphql`
  fragment PageContentBlocks on STRAPI_PAGE {
    content {
      __typename
      ... on STRAPI__COMPONENT_BLOCKS_HERO {
        heading
        subheading
        image {
          ...CmsImageHero
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_RICH_TEXT {
        body {
          html
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_ACCORDION {
        heading
        items {
          label
          starts_open
          body {
            html
          }
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_PAGE_BUTTON {
        label
        page {
          path
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_SECTION {
        anchor
        heading
        body {
          html
        }
      }
    }
  }
`;
