import type { Core } from "@strapi/strapi";
import { ensurePublished } from "./documents";
import { mediaId, resolveUploadUrls, type MediaIds } from "./media";
import { seoData } from "./seed-pages";
import type { PostSeed } from "./seed-types";

/** The optional author of a post (docs/content-model.md). */
interface PostAuthorSeed {
  name: string;
  role?: string;
}

/** A post as the seed data writes it; every PostSeed is one (the author is optional). */
export type BlogPostSeed = PostSeed & { author?: PostAuthorSeed };

export const seedPosts = async (strapi: Core.Strapi, posts: readonly BlogPostSeed[], media: MediaIds): Promise<void> => {
  for (const post of posts) {
    const body = await resolveUploadUrls(strapi, post.body, media);
    await ensurePublished(
      strapi,
      "api::blog-post.blog-post",
      { slug: post.slug },
      () => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        body,
        published_on: post.published_on,
        author_name: post.author?.name ?? null,
        author_role: post.author?.role ?? null,
        cover: mediaId(media, post.cover),
        seo: seoData(post.seo, media),
      }),
      `post /blog/${post.slug}`,
    );
  }
};
