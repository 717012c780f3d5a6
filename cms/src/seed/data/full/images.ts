import type { ImageSpec } from "../../seed-types";

const TEAL = "#0f3d3e";
const CORAL = "#ff6b4a";
const SAND = "#f3e9dc";
const GOLD = "#f2c14e";
const INK = "#1d1b26";
const SKY = "#7fb7be";

const WHITE = "#ffffff";

/**
 * Portraits are initials on a disc, one colour pair per person, and their alternative text says exactly that:
 * the seed has no photographs of these people, so it does not pretend to.
 */
const portrait = (name: string, person: string, disc: string, letters: string): ImageSpec => {
  const initials = person
    .split(" ")
    .map((word) => word[0])
    .join("");
  return {
    name,
    alt: `Initials ${initials}, for ${person}`,
    width: 640,
    height: 640,
    format: "jpeg",
    motif: "initials",
    palette: [SAND, disc, letters],
    text: initials,
  };
};

/** Client wordmarks: the client's name in capitals over a bar in its colour, as its alternative text says. */
const wordmark = (name: string, client: string, accent: string, variant: number): ImageSpec => ({
  name,
  alt: client,
  width: 480,
  height: 240,
  format: "png",
  motif: "wordmark",
  palette: [WHITE, INK, accent],
  variant,
  text: client,
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
  portrait("portrait-priya-raman.jpg", "Priya Raman", TEAL, SAND),
  portrait("portrait-tom-ashworth.jpg", "Tom Ashworth", INK, GOLD),
  portrait("portrait-grace-okafor.jpg", "Grace Okafor", CORAL, INK),
  portrait("portrait-daniel-kowalski.jpg", "Daniel Kowalski", GOLD, INK),
  portrait("portrait-hannah-lindqvist.jpg", "Hannah Lindqvist", SKY, INK),
  portrait("portrait-samuel-osei.jpg", "Samuel Osei", INK, SKY),
  portrait("portrait-eleanor-hart.jpg", "Eleanor Hart", TEAL, GOLD),
  portrait("portrait-marcus-bell.jpg", "Marcus Bell", INK, CORAL),
  portrait("portrait-aisha-khan.jpg", "Aisha Khan", CORAL, SAND),
  wordmark("logo-harbour-and-pine.png", "Harbour & Pine", TEAL, 0),
  wordmark("logo-northfield-physio.png", "Northfield Physio", CORAL, 1),
  wordmark("logo-tally.png", "Tally", GOLD, 2),
  wordmark("logo-greenway-dental.png", "Greenway Dental", SKY, 0),
  wordmark("logo-bramble-and-co.png", "Bramble & Co", CORAL, 1),
  wordmark("logo-orbit-charity.png", "Orbit Youth Trust", TEAL, 2),
];
