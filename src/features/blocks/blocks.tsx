import * as React from "react";
import { graphql } from "gatsby";
import { Accordion } from "./accordion";
import { CaseStudies } from "./case-studies";
import { Contact } from "./contact";
import { CtaBand } from "./cta-band";
import { LogoWall } from "./logo-wall";
import { Services } from "./services";
import { Stats } from "./stats";
import { Team } from "./team";
import { Testimonials } from "./testimonials";
import { TextImage } from "./text-image";
import { useContactDetails } from "./use-contact-details";
import { LazyEnquiryFormBlock } from "./enquiry-form/lazy-enquiry-form";
import { Hero } from "./hero";
import { PageButton } from "./page-button";
import { RichText } from "../../components/rich-text/rich-text";
import { withoutLeadingHeading } from "../../components/rich-text/leading-heading";
import { Section } from "./section";
import { useScrollReveal } from "./use-scroll-reveal";
import { BlockStack } from "./blocks.styles";
import { blockWidth } from "./block-width";
import { Column } from "../../theme/column";

type ContentBlock = NonNullable<NonNullable<Queries.PageTemplateQuery["strapiPage"]>["content"]>[number];

interface BlocksProps {
  blocks: readonly ContentBlock[] | null | undefined;
  /** The page's CMS title: an opening hero shows it as the h1 when its heading is empty; an opening rich text does not repeat it. */
  pageTitle?: string | null;
  /** The page's path ("/contact/"): an enquiry form sends it with the enquiry. */
  pagePath?: string;
}

/** Renders a page's dynamic zone, one component per CMS block type. */
export function Blocks({ blocks, pageTitle = null, pagePath = "/" }: BlocksProps) {
  const stackRef = React.useRef<HTMLDivElement>(null);
  useScrollReveal(stackRef);
  return (
    <BlockStack ref={stackRef}>
      {(blocks ?? []).map((block, index) => (
        <Column key={index} width={blockWidth(block?.__typename)}>
          <BlockSwitch block={block} first={index === 0} pageTitle={pageTitle} pagePath={pagePath} />
        </Column>
      ))}
    </BlockStack>
  );
}

function BlockSwitch({ block, first, pageTitle, pagePath }: { block: ContentBlock; first: boolean; pageTitle: string | null; pagePath: string }) {
  if (!block) return null;
  switch (block.__typename) {
    case "STRAPI__COMPONENT_BLOCKS_HERO":
      // The opening hero carries the page's h1 (src/features/blocks/page-title.tsx shows none then).
      return (
        <Hero
          heading={block.heading}
          subheading={block.subheading}
          image={block.image}
          eager={first}
          pageTitle={first ? pageTitle : undefined}
          primaryCta={block.primary_cta}
          secondaryCta={block.secondary_cta}
        />
      );
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
    case "STRAPI__COMPONENT_BLOCKS_SERVICES":
      return (
        <Services
          heading={block.heading}
          intro={block.intro}
          items={(block.items ?? []).map((item) => ({ icon: item?.icon, title: item?.title, text: item?.text, path: item?.page?.path }))}
        />
      );
    case "STRAPI__COMPONENT_BLOCKS_CASE_STUDIES":
      return (
        <CaseStudies
          heading={block.heading}
          items={(block.items ?? []).map((item) => ({
            client: item?.client,
            challenge: item?.challenge,
            results: (item?.results ?? []).map((result) => ({ value: result?.value, label: result?.label })),
            image: item?.image,
            path: item?.page?.path,
          }))}
        />
      );
    case "STRAPI__COMPONENT_BLOCKS_TESTIMONIALS":
      return <Testimonials heading={block.heading} items={(block.items ?? []).filter(present)} />;
    case "STRAPI__COMPONENT_BLOCKS_LOGO_WALL":
      return <LogoWall heading={block.heading} logos={block.logos ?? []} />;
    case "STRAPI__COMPONENT_BLOCKS_STATS":
      return <Stats heading={block.heading} items={(block.items ?? []).filter(present)} />;
    case "STRAPI__COMPONENT_BLOCKS_TEAM":
      return <Team heading={block.heading} members={(block.members ?? []).filter(present)} />;
    case "STRAPI__COMPONENT_BLOCKS_TEXT_IMAGE":
      return <TextImage heading={block.heading} html={block.body?.html} image={block.image} imageSide={block.image_side} />;
    case "STRAPI__COMPONENT_BLOCKS_CTA_BAND":
      return <CtaBand heading={block.heading} text={block.text} label={block.label} />;
    case "STRAPI__COMPONENT_BLOCKS_CONTACT":
      return <ContactBlock heading={block.heading} text={block.text} />;
    case "STRAPI__COMPONENT_BLOCKS_ENQUIRY_FORM":
      return (
        <React.Suspense fallback={null}>
          <LazyEnquiryFormBlock heading={block.heading} intro={block.intro} submitLabel={block.submit_label} pagePath={pagePath} />
        </React.Suspense>
      );
    default:
      return null;
  }
}

const present = <T,>(value: T | null | undefined): value is T => value != null;

/** The contact block shows the configuration's email and telephone (one source, as in the footer). */
function ContactBlock({ heading, text }: { heading: string | null; text: string | null }) {
  const { email, telephone } = useContactDetails();
  return <Contact heading={heading} text={text} email={email} telephone={telephone} />;
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
        primary_cta {
          ...CallToActionFields
        }
        secondary_cta {
          ...CallToActionFields
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
      ... on STRAPI__COMPONENT_BLOCKS_SERVICES {
        heading
        intro
        items {
          icon
          title
          text
          page {
            path
          }
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_CASE_STUDIES {
        heading
        items {
          client
          challenge
          results {
            value
            label
          }
          image {
            ...CmsImageCard
          }
          page {
            path
          }
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_TESTIMONIALS {
        heading
        items {
          quote
          name
          role
          company
          portrait {
            ...CmsImagePortrait
          }
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_LOGO_WALL {
        heading
        logos {
          ...CmsImageLogo
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_STATS {
        heading
        items {
          value
          label
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_TEAM {
        heading
        members {
          name
          role
          portrait {
            ...CmsImagePortrait
          }
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_TEXT_IMAGE {
        heading
        image_side
        body {
          html
        }
        image {
          ...CmsImageHalf
        }
      }
      ... on STRAPI__COMPONENT_BLOCKS_CTA_BAND {
        heading
        text
        label
      }
      ... on STRAPI__COMPONENT_BLOCKS_CONTACT {
        heading
        text
      }
      ... on STRAPI__COMPONENT_BLOCKS_ENQUIRY_FORM {
        heading
        intro
        submit_label
      }
    }
  }

  fragment CallToActionFields on STRAPI__COMPONENT_BLOCKS_LINK {
    label
    url
    page {
      path
    }
  }
`;
