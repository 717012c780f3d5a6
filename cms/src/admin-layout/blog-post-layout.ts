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
    author: {
      label: "Author",
      description:
        "Optional: who wrote it, from Authors. Shown under the title with their portrait, and the post is listed on their page. Empty: no author line.",
    },
    category: {
      label: "Category",
      description: "Optional: the one category the post belongs to, from Categories. The post is listed on the category's page (/blog/category/<slug>/).",
    },
    tags: { label: "Tags", description: "Optional: any number of tags, from Tags. The post is listed on each tag's page (/blog/tag/<slug>/)." },
    seo: SEO_TEXT,
    ...TIMESTAMP_TEXTS,
  },
  list: ["title", "slug", "published_on", "updatedAt"],
  // Who wrote it and where it is filed come after the writing; search and sharing last.
  editOrder: ["title", "slug", "excerpt", "cover", "body", "published_on", "author", "category", "tags", "seo"],
  sort: { by: "updatedAt", order: "DESC" },
};
