/**
 * Named image presets: webp, breakpoints 320–1536, densities 1 and 2 for fixed sizes. Those sizes
 * live in the GraphQL fragments in cms-image.tsx (Gatsby needs them literal; the e2e image test
 * checks the srcset); this table is what the component checks a preset name against.
 */

const IMAGE_PRESETS = {
  hero: { layout: "fullWidth", sizes: "100vw" },
  /** A post's cover: the hero's image data (fragment CmsImageHero) in a frame at most 64rem wide. */
  cover: { layout: "fullWidth", sizes: "(min-width: 64rem) 64rem, 100vw" },
  card: { layout: "constrained", sizes: "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" },
  logo: { layout: "fixed", sizes: undefined },
  /** Square crops of people: team grid cells and testimonial avatars. */
  portrait: { layout: "constrained", sizes: "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" },
  /** The image column of a two-column block. */
  half: { layout: "constrained", sizes: "(min-width: 1024px) 50vw, 100vw" },
} as const;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

export class ImagePresetError extends Error {
  override name = "ImagePresetError";
}

export function imagePreset(name: string) {
  if (!Object.prototype.hasOwnProperty.call(IMAGE_PRESETS, name)) {
    throw new ImagePresetError(`Unknown image preset "${name}" (known: ${Object.keys(IMAGE_PRESETS).join(", ")})`);
  }
  return IMAGE_PRESETS[name as ImagePreset];
}
