import { full } from "./data/full/content";
import { scaleProfile } from "./data/scale/content";
import { sparse } from "./data/sparse/content";
import type { SeedProfile } from "./seed-types";

/** SEED_PROFILE=full (default), sparse, or scale (the build-scale benchmark: SEED_SCALE_POSTS generated posts). */
export const selectProfile = (value = process.env.SEED_PROFILE): SeedProfile => {
  const name = (value || "full").trim().toLowerCase();
  if (name === "full") return full;
  if (name === "sparse") return sparse;
  if (name === "scale") return scaleProfile();
  throw new Error(`[cms] SEED_PROFILE must be "full", "sparse" or "scale", got "${value}".`);
};
