import { full } from "./data/full/content";
import { sparse } from "./data/sparse/content";
import type { SeedProfile } from "./seed-types";

/** SEED_PROFILE=full (default) or sparse. */
export const selectProfile = (value = process.env.SEED_PROFILE): SeedProfile => {
  const name = (value || "full").trim().toLowerCase();
  if (name === "full") return full;
  if (name === "sparse") return sparse;
  throw new Error(`[cms] SEED_PROFILE must be "full" or "sparse", got "${value}".`);
};
