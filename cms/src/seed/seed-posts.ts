import type { Core } from "@strapi/strapi";
import { ensurePublished } from "./documents";
import { mediaId, resolveUploadUrls, type MediaIds } from "./media";
import { seoData } from "./seed-pages";
import type { PostSeed } from "./seed-types";

export const seedPosts = async (strapi: Core.Strapi, posts: PostSeed[], media: MediaIds): Promise<void> => {
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
        cover: mediaId(media, post.cover),
        seo: seoData(post.seo, media),
      }),
      `post /blog/${post.slug}`,
    );
  }
};
