import type { Core } from "@strapi/strapi";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../contract/locales";
import { ensureMedia } from "./media";
import { selectProfile } from "./profile";
import { removeDefaultTokens } from "./remove-default-tokens";
import { seedConfiguration, seedConfigurationTranslation } from "./seed-configuration";
import { seedNavigations, seedNavigationTranslations } from "./seed-navigations";
import { seedPageTranslations } from "./seed-page-translations";
import { seedPages } from "./seed-pages";
import { seedPosts, seedPostTranslations } from "./seed-posts";
import { seedTaxonomy, seedTaxonomyTranslations } from "./seed-taxonomy";
import { readSeedState, writeSeedState } from "./seed-state";

/**
 * Seeds the profile chosen by SEED_PROFILE on a database that has not been fully seeded yet.
 * Every step creates only what is missing, so a run interrupted half-way is completed next time
 * without duplicates; once it has finished, content belongs to the editors and is not touched.
 * The default locale's content comes first, then each other locale's translations (in SITE_LOCALES order):
 * pages, the categories, tags and authors, posts (which link them), the configuration (its privacy page), then the
 * navigations (their items need published pages).
 */
export const runSeed = async (strapi: Core.Strapi): Promise<void> => {
  const state = await readSeedState(strapi);
  if (state) {
    strapi.log.debug(`[seed] already seeded (${state.profile}, ${state.completedAt})`);
    return;
  }
  const profile = selectProfile();
  const started = Date.now();
  strapi.log.info(`[seed] seeding the "${profile.name}" profile`);

  await removeDefaultTokens(strapi);
  const media = await ensureMedia(strapi, profile.images);
  const pages = await seedPages(strapi, profile.pages, media);
  const taxonomy = await seedTaxonomy(strapi, profile.taxonomy, media);
  const posts = await seedPosts(strapi, profile.posts, media, taxonomy);
  await seedConfiguration(strapi, profile.configuration, media, pages);
  await seedNavigations(strapi, profile.navigations, pages);

  for (const locale of LOCALE_CODES) {
    const translation = locale === DEFAULT_LOCALE ? undefined : profile.translations?.[locale];
    if (!translation) continue;
    await seedPageTranslations(strapi, locale, profile.pages, translation.pages, media, pages);
    await seedTaxonomyTranslations(strapi, locale, profile.taxonomy, translation.taxonomy, media, taxonomy);
    await seedPostTranslations(strapi, locale, profile.posts, translation.posts, media, posts, taxonomy);
    await seedConfigurationTranslation(strapi, locale, profile.configuration, translation.configuration, media, pages);
    await seedNavigationTranslations(strapi, locale, translation.navigations, pages);
  }

  await writeSeedState(strapi, profile.name);
  strapi.log.info(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
