import type { HairStyle, ImageSpec, WordmarkStyle } from "../../seed-types";

const TEAL = "#0f3d3e";
const CORAL = "#ff6b4a";
const SAND = "#f3e9dc";
const GOLD = "#f2c14e";
const INK = "#1d1b26";
const SKY = "#7fb7be";

const WHITE = "#ffffff";
// Clients' own colours, for their wordmarks.
const PINE = "#2f6b4f";
const MARIGOLD = "#e0a21a";
const PLUM = "#5a2e5e";

/**
 * Portraits are illustrations (head and shoulders, flat shapes), each person drawn differently, and their alternative
 * text says so: the seed has no photographs of these people, so it does not pretend to. Skin, hair and the colour
 * of their clothes are chosen here, one colour of clothes each (nine draws from eight colours would repeat some);
 * neckline, glasses, background and the face's proportions come from a random seeded by the file name.
 */
const portrait = (name: string, person: string, skin: string, [hair, hairStyle]: [string, HairStyle], clothing: string): ImageSpec => ({
  name,
  alt: `Illustrated portrait of ${person}`,
  width: 640,
  height: 640,
  format: "jpeg",
  motif: "portrait",
  palette: [SAND, TEAL, CORAL],
  look: { skin, hair, hairStyle, clothing },
});

/** Skin tones, colours of clothes and hair colours of the people portrayed. */
const SKIN = { light: "#f6d8c3", fair: "#e9bf9c", medium: "#d39c72", tan: "#b07850", brown: "#8a5534", deep: "#5e3a24" };
const CLOTHES = { plum: "#7a4e8a", coral: CORAL, gold: GOLD, slate: "#5b6c8f", teal: TEAL, green: "#3f7d58", ink: INK, sky: SKY, berry: "#b5485d" };
const HAIR = { black: "#1e1915", darkBrown: "#3b2619", brown: "#6b4226", auburn: "#9a4a26", blonde: "#d8ae67", grey: "#a9a39c" };

/**
 * Client wordmarks: the client's name, drawn in its own case and weight, with a small mark of its own, in its
 * colours; the alternative text is the client's name.
 */
const wordmark = (name: string, client: string, ink: string, accent: string, style: WordmarkStyle): ImageSpec => ({
  name,
  alt: client,
  width: 480,
  height: 240,
  format: "png",
  motif: "wordmark",
  palette: [WHITE, ink, accent],
  text: client,
  wordmark: style,
});

/** Generated at seed time (no binaries in the repository); names are the media library keys. */
export const images: ImageSpec[] = [
  { name: "lumen-and-lark-logo.png", alt: "Lumen & Lark logo", width: 512, height: 512, format: "png", motif: "logo", palette: [TEAL, CORAL, SAND] },
  {
    name: "lumen-and-lark-share.jpg",
    alt: "Lumen & Lark: marketing that people remember",
    width: 1200,
    height: 630,
    format: "jpeg",
    motif: "waves",
    palette: [TEAL, CORAL, GOLD],
  },
  { name: "hero-home.jpg", alt: "Layered waves in teal and coral", width: 1920, height: 1080, format: "jpeg", motif: "waves", palette: [TEAL, CORAL, SAND] },
  { name: "hero-services.jpg", alt: "A grid of coloured tiles", width: 1920, height: 1080, format: "jpeg", motif: "grid", palette: [INK, GOLD, SKY] },
  {
    name: "hero-about.jpg",
    alt: "Concentric orbits around a warm centre",
    width: 1920,
    height: 1080,
    format: "jpeg",
    motif: "orbits",
    palette: [SAND, TEAL, CORAL],
  },
  {
    name: "share-seo.jpg",
    alt: "Rising peaks, a chart of organic growth",
    width: 1200,
    height: 630,
    format: "jpeg",
    motif: "peaks",
    palette: [TEAL, GOLD, SAND],
  },
  { name: "cover-brand-refresh.jpg", alt: "Orbits in coral and sand", width: 1600, height: 900, format: "jpeg", motif: "orbits", palette: [CORAL, SAND, TEAL] },
  {
    name: "cover-local-seo.jpg",
    alt: "Peaks rising over a teal horizon",
    width: 1600,
    height: 900,
    format: "jpeg",
    motif: "peaks",
    palette: [SKY, TEAL, GOLD],
  },
  {
    name: "cover-paid-social.jpg",
    alt: "A bright grid of campaign tiles",
    width: 1600,
    height: 900,
    format: "jpeg",
    motif: "grid",
    palette: [CORAL, INK, SAND],
  },
  {
    name: "cover-content-calendar.jpg",
    alt: "Calm waves in sand and sky",
    width: 1600,
    height: 900,
    format: "jpeg",
    motif: "waves",
    palette: [SAND, SKY, TEAL],
  },
  { name: "cover-measurement.jpg", alt: "Peaks in gold on dark ink", width: 1600, height: 900, format: "jpeg", motif: "peaks", palette: [INK, GOLD, CORAL] },
  { name: "cover-cookie-consent.jpg", alt: "A grid in muted teal", width: 1600, height: 900, format: "jpeg", motif: "grid", palette: [TEAL, SAND, GOLD] },
  { name: "cover-email-marketing.jpg", alt: "Orbits in teal and gold", width: 1600, height: 900, format: "jpeg", motif: "orbits", palette: [TEAL, GOLD, SKY] },
  { name: "cover-small-budgets.jpg", alt: "Waves in coral and gold", width: 1600, height: 900, format: "jpeg", motif: "waves", palette: [CORAL, GOLD, INK] },
  { name: "cover-agency-briefs.jpg", alt: "Peaks in sky blue and sand", width: 1600, height: 900, format: "jpeg", motif: "peaks", palette: [SKY, SAND, CORAL] },
  {
    name: "work-harbour-and-pine.jpg",
    alt: "Arches in sand and teal under a low coral sun",
    width: 1600,
    height: 1000,
    format: "jpeg",
    motif: "arches",
    palette: [SAND, TEAL, CORAL],
  },
  {
    name: "work-northfield-physio.jpg",
    alt: "Teal arches under a golden sun",
    width: 1600,
    height: 1000,
    format: "jpeg",
    motif: "arches",
    palette: [SAND, SKY, GOLD],
  },
  {
    name: "work-tally.jpg",
    alt: "Deep teal arches under a coral sun",
    width: 1600,
    height: 1000,
    format: "jpeg",
    motif: "arches",
    palette: [TEAL, SAND, CORAL],
  },
  {
    name: "studio-shoreditch.jpg",
    alt: "Arches of our Shoreditch studio in warm light",
    width: 1600,
    height: 1000,
    format: "jpeg",
    motif: "arches",
    palette: [SAND, CORAL, GOLD],
  },
  {
    // Not the About hero's rings in the same colours: one picture, one subject.
    name: "detail-harbour-and-pine.jpg",
    alt: "Gentle waves in teal and gold on sand",
    width: 1600,
    height: 1200,
    format: "jpeg",
    motif: "waves",
    palette: [SAND, TEAL, GOLD],
  },
  {
    name: "process-harbour-and-pine.jpg",
    alt: "A grid of coral and sand tiles on teal",
    width: 1600,
    height: 1200,
    format: "jpeg",
    motif: "grid",
    palette: [TEAL, CORAL, SAND],
  },
  {
    name: "process-northfield-physio.jpg",
    alt: "Rings in sand and teal on pale blue",
    width: 1600,
    height: 1200,
    format: "jpeg",
    motif: "orbits",
    palette: [SKY, SAND, TEAL],
  },
  {
    name: "process-tally.jpg",
    alt: "Peaks in sand and ink on coral",
    width: 1600,
    height: 1200,
    format: "jpeg",
    motif: "peaks",
    palette: [CORAL, SAND, INK],
  },
  {
    name: "detail-northfield-physio.jpg",
    alt: "Soft blue hills below a teal ridge",
    width: 1600,
    height: 1200,
    format: "jpeg",
    motif: "peaks",
    palette: [SAND, SKY, TEAL],
  },
  {
    name: "detail-tally.jpg",
    alt: "A grid of teal and coral tiles on sand",
    width: 1600,
    height: 1200,
    format: "jpeg",
    motif: "grid",
    palette: [SAND, TEAL, CORAL],
  },
  portrait("portrait-priya-raman.jpg", "Priya Raman", SKIN.tan, [HAIR.black, "long"], CLOTHES.plum),
  portrait("portrait-tom-ashworth.jpg", "Tom Ashworth", SKIN.light, [HAIR.auburn, "side-part"], CLOTHES.coral),
  portrait("portrait-grace-okafor.jpg", "Grace Okafor", SKIN.deep, [HAIR.black, "curls"], CLOTHES.gold),
  portrait("portrait-daniel-kowalski.jpg", "Daniel Kowalski", SKIN.fair, [HAIR.brown, "crop"], CLOTHES.slate),
  portrait("portrait-hannah-lindqvist.jpg", "Hannah Lindqvist", SKIN.light, [HAIR.blonde, "ponytail"], CLOTHES.teal),
  portrait("portrait-samuel-osei.jpg", "Samuel Osei", SKIN.brown, [HAIR.black, "buzz"], CLOTHES.green),
  portrait("portrait-eleanor-hart.jpg", "Eleanor Hart", SKIN.fair, [HAIR.grey, "bob"], CLOTHES.ink),
  portrait("portrait-marcus-bell.jpg", "Marcus Bell", SKIN.medium, [HAIR.darkBrown, "curls"], CLOTHES.sky),
  portrait("portrait-aisha-khan.jpg", "Aisha Khan", SKIN.medium, [HAIR.darkBrown, "bun"], CLOTHES.berry),
  wordmark("logo-harbour-and-pine.png", "Harbour & Pine", TEAL, PINE, { letterCase: "title", weight: 1, mark: "pine", layout: "inline" }),
  wordmark("logo-northfield-physio.png", "Northfield Physio", INK, CORAL, { letterCase: "upper", weight: 1.5, mark: "compass", layout: "inline" }),
  wordmark("logo-tally.png", "Tally", INK, MARIGOLD, { letterCase: "lower", weight: 1.6, mark: "tally", layout: "inline" }),
  wordmark("logo-greenway-dental.png", "Greenway Dental", PINE, SKY, { letterCase: "title", weight: 0.6, mark: "leaf", layout: "stacked" }),
  wordmark("logo-bramble-and-co.png", "Bramble & Co", PLUM, CORAL, { letterCase: "lower", weight: 1.1, mark: "berries", layout: "inline" }),
  wordmark("logo-orbit-charity.png", "Orbit Youth Trust", TEAL, CORAL, { letterCase: "upper", weight: 0.7, mark: "orbit", layout: "stacked" }),
];
