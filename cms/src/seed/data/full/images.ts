import type { ImageSpec } from "../../seed-types";

const TEAL = "#0f3d3e";
const CORAL = "#ff6b4a";
const SAND = "#f3e9dc";
const GOLD = "#f2c14e";
const INK = "#1d1b26";
const SKY = "#7fb7be";

const WHITE = "#ffffff";

/** Portraits share one framing and palette so a grid reads as one set of photographs. */
const portrait = (name: string, alt: string, figure: string, glow: string): ImageSpec => ({
  name,
  alt,
  width: 640,
  height: 640,
  format: "jpeg",
  motif: "portrait",
  palette: [SAND, figure, glow],
});

/** Client marks: abstract shapes on white, no lettering; the alternative text is the client's name. */
const clientMark = (name: string, alt: string, accent: string, variant: number): ImageSpec => ({
  name,
  alt,
  width: 320,
  height: 160,
  format: "png",
  motif: "mark",
  palette: [WHITE, INK, accent],
  variant,
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
    name: "detail-harbour-and-pine.jpg",
    alt: "Concentric rings in teal and coral on sand",
    width: 1600,
    height: 1200,
    format: "jpeg",
    motif: "orbits",
    palette: [SAND, TEAL, CORAL],
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
  portrait("portrait-priya-raman.jpg", "Portrait of Priya Raman", TEAL, CORAL),
  portrait("portrait-tom-ashworth.jpg", "Portrait of Tom Ashworth", INK, GOLD),
  portrait("portrait-grace-okafor.jpg", "Portrait of Grace Okafor", TEAL, GOLD),
  portrait("portrait-daniel-kowalski.jpg", "Portrait of Daniel Kowalski", INK, CORAL),
  portrait("portrait-hannah-lindqvist.jpg", "Portrait of Hannah Lindqvist", TEAL, SKY),
  portrait("portrait-samuel-osei.jpg", "Portrait of Samuel Osei", INK, SKY),
  portrait("portrait-eleanor-hart.jpg", "Portrait of Eleanor Hart", TEAL, CORAL),
  portrait("portrait-marcus-bell.jpg", "Portrait of Marcus Bell", INK, GOLD),
  portrait("portrait-aisha-khan.jpg", "Portrait of Aisha Khan", TEAL, SKY),
  clientMark("logo-harbour-and-pine.png", "Harbour & Pine", TEAL, 5),
  clientMark("logo-northfield-physio.png", "Northfield Physio", CORAL, 1),
  clientMark("logo-tally.png", "Tally", GOLD, 2),
  clientMark("logo-greenway-dental.png", "Greenway Dental", SKY, 0),
  clientMark("logo-bramble-and-co.png", "Bramble & Co", CORAL, 3),
  clientMark("logo-orbit-charity.png", "Orbit Youth Trust", TEAL, 4),
];
