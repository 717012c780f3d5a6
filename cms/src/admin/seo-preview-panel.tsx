import { Box, Flex, Typography } from "@strapi/design-system";
import { useFetchClient, useForm } from "@strapi/strapi/admin";
import { useEffect, useState, type ReactNode } from "react";
import { searchPreview, type PreviewText } from "../lib/search-preview";
import { parentQuery, usePageParent } from "./page-parent";

const KINDS: Record<string, "page" | "post"> = { "api::page.page": "page", "api::blog-post.blog-post": "post" };
const CONFIGURATION = "/content-manager/single-types/api::configuration.configuration";

interface PanelProps {
  model: string;
  documentId?: string;
}
export interface SeoPreviewPanelType {
  (props: PanelProps): { title: string; content: ReactNode } | null;
  displayName?: string;
}

interface SiteDefaults {
  name?: unknown;
  description?: unknown;
  image?: unknown;
}

type Values = Record<string, unknown> & { seo?: Record<string, unknown> | null };

/** A media field's address as the admin can load it: local uploads are paths on the CMS. */
const imageUrl = (file: unknown): string | undefined => {
  const url = (file as { url?: unknown } | null | undefined)?.url;
  if (typeof url !== "string" || !url) return undefined;
  const backend = (window as { strapi?: { backendURL?: string } }).strapi?.backendURL ?? "";
  return url.startsWith("/") ? `${backend}${url}` : url;
};

/** The site's name, description and default share image, read once: the preview's fallbacks, as the site's head uses them. */
function useSiteDefaults(): SiteDefaults {
  const { get } = useFetchClient();
  const [defaults, setDefaults] = useState<SiteDefaults>({});
  useEffect(() => {
    let stale = false;
    get<{ data?: Record<string, unknown> }>(CONFIGURATION).then(
      ({ data }) =>
        !stale &&
        setDefaults({
          name: data.data?.structured_data_name,
          description: data.data?.structured_data_description,
          image: data.data?.meta_og_image,
        }),
      // Without the settings the preview still shows the entry's own texts.
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [get]);
  return defaults;
}

function Count({ label, text }: { label: string; text: PreviewText }) {
  const over = text.count > text.limit;
  return (
    <Typography variant="pi" textColor={over ? "danger600" : "neutral600"} tag="p">
      {label}: {text.count} / {text.limit} characters, from {text.source}. {text.advice}
    </Typography>
  );
}

/**
 * A page's parents' slugs, asked of the CMS (the form holds only changes to the parent): for the address
 * "/services/digital/email-marketing/", not "/email-marketing/".
 */
function useParentSlugs(model: string, documentId: string | undefined, locale: string | null): string[] {
  const { get } = useFetchClient();
  const where = usePageParent(model, documentId);
  const [slugs, setSlugs] = useState<string[]>([]);
  // One string for the effect to watch: the page's id, the parent change and the locale.
  const asked = JSON.stringify(where ? { ...parentQuery(where), ...(locale ? { locale } : {}) } : {});
  useEffect(() => {
    const query = JSON.parse(asked) as Record<string, string>;
    if (!query.documentId && !query.parent) {
      setSlugs([]);
      return undefined;
    }
    let stale = false;
    get<{ data?: { parentSlugs?: string[] } }>(`/site-paths/pages/${encodeURIComponent(query.documentId ?? "create")}`, { params: query }).then(
      ({ data }) => !stale && setSlugs(data.data?.parentSlugs ?? []),
      // Without the answer the preview shows the page's own slug.
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [get, asked]);
  return slugs;
}

function SeoPreview({ kind, model, documentId }: { kind: "page" | "post"; model: string; documentId?: string }) {
  const values = (useForm("SeoPreviewPanel", (form) => form.values, false) ?? {}) as Values;
  const site = useSiteDefaults();
  const seo = values.seo ?? {};
  // The content manager keeps the locale being edited in the address (its locale menu).
  const locale = new URLSearchParams(window.location.search).get("plugins[i18n][locale]");
  const parentSlugs = useParentSlugs(model, documentId, locale);
  const preview = searchPreview({
    kind,
    title: values.title,
    slug: values.slug,
    metaTitle: seo.meta_title,
    metaDescription: seo.meta_description,
    excerpt: values.excerpt,
    siteName: site.name,
    siteDescription: site.description,
    locale,
    parentSlugs,
  });
  // The card's image as the site picks it: the share image, else a post's cover, else the site's default.
  const image = imageUrl(seo.share_image) ?? (kind === "post" ? imageUrl(values.cover) : undefined) ?? imageUrl(site.image);
  const siteName = typeof site.name === "string" && site.name ? site.name : "The site";

  return (
    <Flex direction="column" alignItems="stretch" gap={3} role="region" aria-label="Search and sharing preview">
      <Box role="group" aria-label="Search result" padding={3} hasRadius borderColor="neutral200" background="neutral0">
        <Typography variant="pi" textColor="neutral600" tag="p">
          {siteName} › {preview.path}
        </Typography>
        <Typography tag="p" textColor="primary700" fontWeight="semiBold" data-preview="title">
          {preview.title.shown || "(no title yet)"}
        </Typography>
        <Typography variant="pi" tag="p" data-preview="description">
          {preview.description.shown}
        </Typography>
      </Box>
      <Count label="Title" text={preview.title} />
      <Count label="Description" text={preview.description} />
      <Box role="group" aria-label="Social card" hasRadius borderColor="neutral200" background="neutral100">
        {image ? (
          <img src={image} alt="" style={{ display: "block", width: "100%", aspectRatio: "1.91 / 1", objectFit: "cover" }} />
        ) : (
          <Box padding={3}>
            <Typography variant="pi" textColor="warning700">
              No share image: the card shows no picture. Choose a share image here or a default in Site settings.
            </Typography>
          </Box>
        )}
        <Box padding={3}>
          <Typography tag="p" fontWeight="bold">
            {preview.title.text}
          </Typography>
          <Typography variant="pi" tag="p" textColor="neutral600">
            {preview.description.text}
          </Typography>
        </Box>
      </Box>
    </Flex>
  );
}

/**
 * A side panel of the page and post edit views: the search result and the social card the entry will give, read
 * live from the form as the editor types, with the character counts of the title and the description
 * (src/lib/search-preview.ts holds the rules). Empty SEO fields show what the site falls back to.
 */
export const SeoPreviewPanel: SeoPreviewPanelType = ({ model, documentId }) => {
  const kind = KINDS[model];
  if (!kind) return null;
  return { title: "Search and sharing preview", content: <SeoPreview kind={kind} model={model} documentId={documentId} /> };
};
SeoPreviewPanel.displayName = "SeoPreviewPanel";
