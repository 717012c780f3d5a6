import type { ImageSpec } from "../../seed-types";

const TEAL = "#0f3d3e";
const CORAL = "#ff6b4a";
const SAND = "#f3e9dc";
const GOLD = "#f2c14e";
const INK = "#1d1b26";
const SKY = "#7fb7be";

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
];
