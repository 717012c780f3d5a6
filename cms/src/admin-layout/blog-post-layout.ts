import { SEO_TEXT, TIMESTAMP_TEXTS, type ModelLayout } from "./layout-types";

export const BLOG_POST_LAYOUT: ModelLayout = {
  kind: "content-type",
  uid: "api::blog-post.blog-post",
  fields: {
    title: { label: "Title", description: "The post's headline, on the post and in the blog list." },
    slug: { label: "Slug", description: "The post's web address: /blog/<slug>/. Follows the title until the post is first published or you type your own." },
    excerpt: { label: "Excerpt", description: "One or two sentences for the blog list, also used as the description for search engines." },
    cover: { label: "Cover image", description: "Shown at the top of the post and in the blog list. Describe it in the media library's alternative text." },
    body: { label: "Body", description: "The article, in Markdown. Start headings at level 2 (##): the title is the page's only level-1 heading." },
    published_on: { label: "Published on", description: "The date readers see. The blog lists the newest first." },
    author_name: { label: "Author", description: "Optional: the writer's name, shown under the title. Empty: the post shows no author." },
    author_role: { label: "Author's role", description: "Optional: shown after the author's name, e.g. Head of Search." },
    seo: SEO_TEXT,
    ...TIMESTAMP_TEXTS,
  },
  list: ["title", "slug", "published_on", "updatedAt"],
  sort: { by: "updatedAt", order: "DESC" },
};
