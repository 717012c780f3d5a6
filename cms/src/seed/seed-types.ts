import type { LocaleCode } from "../contract/locales";

/**
 * Shapes of the seed data files. Media are referred to by image name and pages by slug; the seed
 * resolves them to ids when it writes, so the data files stay readable and order-independent.
 */

type ImageMotif = "waves" | "orbits" | "grid" | "peaks" | "logo" | "portrait" | "wordmark" | "arches";

export type HairStyle = "crop" | "side-part" | "long" | "bob" | "bun" | "curls" | "buzz" | "ponytail";
export type Collar = "crew" | "v-neck" | "shirt" | "turtleneck";

/** What an illustrated portrait shows (render-image.ts draws it); colours are CSS hex colours. */
export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  clothing: string;
  collar: Collar;
  background: string;
  glasses: boolean;
}

/** How a client's wordmark is set: letter case, stroke weight and the small mark beside or above the name. */
export interface WordmarkStyle {
  letterCase: "upper" | "lower" | "title";
  /** Stroke width in sixths of the cap height: 0.6 is light, 1 regular, 1.5 heavy. */
  weight: number;
  mark: "pine" | "compass" | "tally" | "leaf" | "berries" | "orbit";
  /** The mark left of the name, or centred above it. */
  layout: "inline" | "stacked";
}

export interface ImageSpec {
  /** File name in the media library; also the idempotency key. */
  name: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
  format: "png" | "jpeg";
  motif: ImageMotif;
  /** Background, accent and highlight colours (a wordmark: background, letters, mark; a portrait draws with its look's). */
  palette: readonly [string, string, string];
  /** The words the picture shows (a client's name), drawn as strokes (stroke-letters.ts). */
  text?: string;
  /** A wordmark's set design. */
  wordmark?: WordmarkStyle;
  /** A portrait's look: what is not set here is drawn from a random seeded by the file name. */
  look?: Partial<PortraitLook>;
}

export interface SeoSeed {
  meta_title?: string;
  meta_description?: string;
  share_image?: string;
}

/** A call to action: `page` is a page slug; without one, `url` is used. */
export interface LinkSeed {
  label: string;
  page?: string;
  url?: string;
}

interface StatSeed {
  value: string;
  label: string;
}

type ServiceIcon = "strategy" | "search" | "social" | "content" | "email" | "analytics" | "brand" | "design";

export type BlockSeed =
  | { __component: "blocks.hero"; heading: string; subheading?: string; image?: string; primary_cta?: LinkSeed; secondary_cta?: LinkSeed }
  | { __component: "blocks.rich-text"; body: string }
  | {
      __component: "blocks.accordion";
      heading?: string;
      items: Array<{ label: string; body: string; starts_open?: boolean }>;
    }
  | { __component: "blocks.page-button"; label: string; page: string }
  | { __component: "blocks.section"; anchor: string; heading?: string; body?: string }
  | { __component: "blocks.services"; heading?: string; intro?: string; items: Array<{ icon: ServiceIcon; title: string; text?: string; page?: string }> }
  | {
      __component: "blocks.case-studies";
      heading?: string;
      items: Array<{ client: string; challenge?: string; results?: StatSeed[]; image?: string; page?: string }>;
    }
  | { __component: "blocks.testimonials"; heading?: string; items: Array<{ quote: string; name: string; role?: string; company?: string; portrait?: string }> }
  | { __component: "blocks.logo-wall"; heading?: string; logos: string[] }
  | { __component: "blocks.stats"; heading?: string; items: StatSeed[] }
  | { __component: "blocks.team"; heading?: string; members: Array<{ name: string; role?: string; portrait?: string }> }
  | { __component: "blocks.text-image"; heading?: string; body: string; image?: string; image_side?: "right" | "left" }
  | { __component: "blocks.cta-band"; heading: string; text?: string; label: string }
  | { __component: "blocks.contact"; heading?: string; text?: string }
  | { __component: "blocks.enquiry-form"; heading: string; intro?: string; submit_label: string };

export interface PageSeed {
  slug: string;
  title: string;
  /** Slug of the parent page. */
  parent?: string;
  seo?: SeoSeed;
  content: BlockSeed[];
}

export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  cover?: string;
  /** Markdown; `![alt](upload:<image name>)` shows a seeded image (the seed writes its /uploads URL). */
  body: string;
  /** ISO date (YYYY-MM-DD) shown to readers. */
  published_on: string;
  seo?: SeoSeed;
  /** Slugs (English) of the profile's author, category and tags; every one optional, as in the model. */
  author?: string;
  category?: string;
  tags?: string[];
}

/** A category or a tag: its description is its page's meta description. */
export interface TermSeed {
  name: string;
  slug: string;
  description?: string;
}

/** A person who writes posts; `portrait` is an image name (the team's portraits). Name, slug and portrait are shared by every language. */
export interface AuthorSeed {
  name: string;
  slug: string;
  role?: string;
  bio?: string;
  portrait?: string;
}

/** The blog's categories, tags and authors, created (and published) before the posts that link them. */
export interface TaxonomySeed {
  categories: TermSeed[];
  tags: TermSeed[];
  authors: AuthorSeed[];
}

/** The taxonomy in another language, keyed by the English slug: a term's own name and slug, an author's role and bio. */
export interface TaxonomyTranslationSeed {
  categories: Record<string, TermSeed>;
  tags: Record<string, TermSeed>;
  authors: Record<string, Pick<AuthorSeed, "role" | "bio">>;
}

export interface ConfigurationSeed {
  email?: string;
  telephone?: string;
  instagram_url?: string;
  linkedin_url?: string;
  facebook_url?: string;
  tiktok_url?: string;
  /** The UK company details the footer shows (company number, where registered, registered office). */
  company_number?: string;
  registered_in?: string;
  registered_office?: string;
  structured_data_name: string;
  structured_data_description?: string;
  structured_data_address_locality?: string;
  structured_data_address_country?: string;
  structured_data_logo?: string;
  meta_og_image?: string;
  post_call_to_action?: { heading: string; text?: string; label: string };
  /** The enquiry form's choices and texts; `privacy_page` is a page slug. */
  enquiries?: {
    needs: string[];
    budgets: string[];
    privacy_note?: string;
    privacy_page?: string;
    success_heading?: string;
    success_message?: string;
    error_message?: string;
    acknowledgement_subject?: string;
    acknowledgement_body?: string;
  };
  cookie_consent_interstitial_heading: string;
  cookie_consent_interstitial_wysiwyg?: string;
  cookie_consent_interstitial_type_necessary?: string;
  cookie_consent_interstitial_type_analytics?: string;
  cookie_consent_interstitial_type_preferences?: string;
  cookie_consent_interstitial_type_marketing?: string;
}

export type NavItemSeed =
  | {
      title: string;
      /** Slug of the linked page. */
      page: string;
      /** URL segment under the parent item; defaults to the page slug. */
      path?: string;
      items?: NavItemSeed[];
    }
  | { title: string; externalPath: string };

export interface NavigationSeed {
  /** The plugin derives the slug from the name: "Main navigation" → main-navigation. */
  name: string;
  slug: string;
  items: NavItemSeed[];
}

/**
 * A page in another language. Its parent is the English page's parent (in that language), and pages are still
 * referred to by their English slug, the document's key (`page: "contact"` links the French Contact page).
 * Its own slug is the translated one (`numerique`); markdown links are written as that language's URLs.
 */
export interface PageTranslationSeed {
  slug: string;
  title: string;
  seo?: SeoSeed;
  content: BlockSeed[];
}

/**
 * A post in another language; its cover and date are the English post's (shared by every translation), and its
 * author, category and tags are the translations of the English post's.
 */
export interface PostTranslationSeed {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seo?: SeoSeed;
}

/** The configuration's translated fields; the shared ones (contact details, name, logo, share image) are the English ones. */
export type ConfigurationTranslationSeed = Omit<
  ConfigurationSeed,
  | "email"
  | "telephone"
  | "instagram_url"
  | "linkedin_url"
  | "facebook_url"
  | "tiktok_url"
  | "structured_data_name"
  | "structured_data_logo"
  | "meta_og_image"
  | "company_number"
  | "registered_office"
>;

/** A navigation's items in another language: the same navigation (by slug), its own titles and path segments. */
export interface NavigationTranslationSeed {
  slug: string;
  items: NavItemSeed[];
}

/** One language's versions of a profile's content, keyed by the English slugs. Content without one stays English-only. */
export interface LocaleContentSeed {
  configuration: ConfigurationTranslationSeed;
  pages: Record<string, PageTranslationSeed>;
  posts: Record<string, PostTranslationSeed>;
  /** Absent: the profile's taxonomy stays in the default language only. */
  taxonomy?: TaxonomyTranslationSeed;
  navigations: NavigationTranslationSeed[];
}

export interface SeedProfile {
  name: "full" | "sparse" | "scale";
  images: ImageSpec[];
  configuration: ConfigurationSeed;
  pages: PageSeed[];
  posts: PostSeed[];
  /** Absent: no categories, tags or authors (the sparse profile's post has none). */
  taxonomy?: TaxonomySeed;
  navigations: NavigationSeed[];
  /** Translations, by locale code (cms/src/contract/locales.ts); the default locale's content is the fields above. */
  translations?: Partial<Record<LocaleCode, LocaleContentSeed>>;
}
