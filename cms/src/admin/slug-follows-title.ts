import { useForm } from "@strapi/strapi/admin";
import { useEffect, useRef } from "react";
import { slugifyTitle } from "../lib/slugify-title";

/** The uid fields that follow a target field, and Strapi's default for each: the model's name, -1, -2 … when taken. */
const RULES: Record<string, { slug: string; title: string; fallback: RegExp }> = {
  "api::page.page": { slug: "slug", title: "title", fallback: /^page(-\d+)?$/ },
  "api::blog-post.blog-post": { slug: "slug", title: "title", fallback: /^blog-post(-\d+)?$/ },
  // Categories, tags and authors are named, not titled: the slug follows the name.
  "api::category.category": { slug: "slug", title: "name", fallback: /^category(-\d+)?$/ },
  "api::tag.tag": { slug: "slug", title: "name", fallback: /^tag(-\d+)?$/ },
  "api::author.author": { slug: "slug", title: "name", fallback: /^author(-\d+)?$/ },
};

interface Version {
  documentId?: unknown;
  publishedAt?: unknown;
}

/** The part of the content manager's side-panel props (the edit view's context) this rule reads. */
interface PanelProps {
  model: string;
  document?: Version;
  meta?: { availableStatus: Version[] };
}
export interface EditViewPanel {
  (props: PanelProps): null;
  displayName?: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The slug follows the title as the editor types, until they edit the slug by hand. Strapi's UID input
 * fills the slug once, as the edit view opens, with the model's name, and never looks at the title
 * again (strapi/strapi#21472). Registered as an edit-view side panel because panels are hooks rendered
 * inside the edit view's form; it shows nothing (null hides the panel).
 *
 * Only while the document has never been published: a live address does not move by itself. The slug
 * is the editor's own once it takes a value that is neither empty, nor Strapi's default, nor one this
 * rule wrote. An entry opened with a slug that is not its title's is the editor's too.
 */
export const SlugFollowsTitle: EditViewPanel = ({ model, document, meta }) => {
  const rule = RULES[model];
  const title = useForm("SlugFollowsTitle", (form) => (rule ? text((form.values as Record<string, unknown>)[rule.title]) : ""), false) ?? "";
  const slug = useForm("SlugFollowsTitle", (form) => (rule ? text((form.values as Record<string, unknown>)[rule.slug]) : ""), false) ?? "";
  const onChange = useForm("SlugFollowsTitle", (form) => form.onChange, false);
  const getValues = useForm("SlugFollowsTitle", (form) => form.getValues, false);
  const disabled = useForm("SlugFollowsTitle", (form) => form.disabled, false);
  const published = Boolean(document?.publishedAt) || (meta?.availableStatus ?? []).some((version) => Boolean(version.publishedAt));
  const isDefault = (value: string) => value === "" || (rule?.fallback.test(value) ?? false);
  const written = useRef(new Set<string>());
  const byHand = useRef(!isDefault(slug) && slug !== slugifyTitle(title));
  const seen = useRef({ title, slug });

  // Every slug the form takes: the editor's own unless it is empty, the default or one this rule wrote.
  // Watching the values one by one (not comparing at title changes) keeps a slug update that renders late from looking hand-made.
  useEffect(() => {
    if (slug === seen.current.slug) return;
    seen.current.slug = slug;
    byHand.current = !isDefault(slug) && !written.current.has(slug);
  }, [slug]);

  useEffect(() => {
    // Only a change of title moves the slug: opening an entry never modifies its form.
    if (title === seen.current.title) return;
    seen.current.title = title;
    if (!rule || !onChange || disabled || published || byHand.current) return;
    const next = slugifyTitle(title);
    const current = text((getValues?.() as Record<string, unknown> | undefined)?.[rule.slug] ?? slug);
    // An emptied title keeps the slug (an empty slug would bring back Strapi's default), still following.
    if (next === "" || next === current) return;
    written.current.add(next);
    onChange(rule.slug, next);
    // The rest is read, not watched: the rule acts on title changes only.
  }, [title]);

  return null;
};
SlugFollowsTitle.displayName = "SlugFollowsTitle";
