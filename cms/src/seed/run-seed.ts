import type { Core } from "@strapi/strapi";
import { ensureMedia } from "./media";
import { selectProfile } from "./profile";
import { removeDefaultTokens } from "./remove-default-tokens";
import { seedConfiguration } from "./seed-configuration";
import { seedNavigations } from "./seed-navigations";
import { seedPages } from "./seed-pages";
import { seedPosts } from "./seed-posts";
import { readSeedState, writeSeedState } from "./seed-state";

/**
 * Seeds the profile chosen by SEED_PROFILE on a database that has not been fully seeded yet.
 * Every step creates only what is missing, so a run interrupted half-way is completed next time
 * without duplicates; once it has finished, content belongs to the editors and is not touched.
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
  await seedPosts(strapi, profile.posts, media);
  await seedConfiguration(strapi, profile.configuration, media, pages);
  await seedNavigations(strapi, profile.navigations, pages);

  await writeSeedState(strapi, profile.name);
  strapi.log.info(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
