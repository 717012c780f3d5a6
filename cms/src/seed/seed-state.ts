import type { Core } from "@strapi/strapi";

/**
 * Records that the seed ran to the end. Once set, later boots leave content alone, so an editor who
 * deletes a seeded page does not see it come back. Until it is set (first boot, or a boot that was
 * interrupted half-way), every step runs again and creates only what is missing.
 */
const KEY = { type: "core", name: "agency-seed", key: "state" } as const;

export interface SeedState {
  profile: string;
  completedAt: string;
}

export const readSeedState = async (strapi: Core.Strapi): Promise<SeedState | null> => ((await strapi.store.get(KEY)) as SeedState | null) ?? null;

export const writeSeedState = async (strapi: Core.Strapi, profile: string): Promise<void> => {
  await strapi.store.set({ ...KEY, value: { profile, completedAt: new Date().toISOString() } satisfies SeedState });
};
