/**
 * The design tokens, in one place. Style files import them; the build writes their values into static CSS.
 * Colour values are our own choice for the six named roles; every text/background pair the components
 * use passes WCAG AA (checked by the axe runs in tests/e2e/shell).
 */
export const theme = {
  colors: {
    primary: "#1b3a5c",
    secondary: "#0f766e",
    tertiary: "#f4efe6",
    highlight: "#f2b134",
    light: "#ffffff",
    dark: "#14171c",
    /** Secondary text on light backgrounds (6.9:1 on white, 6.1:1 on tertiary). */
    muted: "#4b5563",
    /** Hairlines on light backgrounds; never used for text. */
    rule: "#d9d2c5",
  },
  fonts: {
    heading: "'Fraunces Variable', 'Fraunces Variable Rest', 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
    body: "'Inter Variable', 'Inter Variable Rest', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    accent: "'Space Grotesk Variable', 'Space Grotesk Variable Rest', 'Space Grotesk Fallback', 'Inter Variable', system-ui, sans-serif",
  },
  /** Min-width screens and the max-width variants "below 767, 1023 and 1279px". */
  screens: {
    sm: "480px",
    md: "768px",
    lg: "1024px",
    desktopMenu: "1280px",
    "2xl": "1440px",
  },
  below: {
    md: "767px",
    lg: "1023px",
    xl: "1279px",
  },
  wrapMaxWidth: "90rem",
  /**
   * The three widths content takes inside a page (src/theme/columns.ts, docs/architecture.md "Layout"): a reading
   * column for long text (~70 characters), the wide frame (the 90rem wrap less its gutters, so it lines up with the
   * header and footer) and the full bleed.
   */
  measure: {
    reading: "46rem",
    wide: "85rem",
  },
  /**
   * The type scale: eight steps, each named for its role (docs/architecture.md, "Layout"). Headings grow with the
   * screen between a phone and a 1440px desktop; text sizes are fixed.
   */
  type: {
    meta: "0.9rem",
    body: "1.0625rem",
    lead: "1.125rem",
    title: "1.375rem",
    subheading: "clamp(1.3rem, 1.05rem + 1vw, 1.9rem)",
    heading: "clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)",
    figure: "clamp(2.25rem, 1.8rem + 1.6vw, 3.25rem)",
    display: "clamp(2.25rem, 1.6rem + 2.6vw, 4rem)",
  },
  /** The wrap's side gutters: narrow phones, then from the md screen. */
  gutter: {
    base: "1.25rem",
    md: "2.5rem",
  },
  /** Desktop menu from this width (docs/navigation.md). */
  desktopMenuMinWidth: 1280,
  space: {
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1.25rem",
    lg: "2.5rem",
    xl: "4rem",
    xxl: "6rem",
  },
  radii: {
    sm: "0.375rem",
    md: "0.75rem",
    round: "999px",
  },
  header: {
    /** The compact bar's height below the desktop menu (the mobile menu's content starts below it); 5rem from 1280px. */
    height: "4rem",
    /** The menu toggle (and its placeholder before the menu mode is known): its track in the compact bar. */
    toggle: "3rem",
  },
  layers: {
    panel: 40,
    menu: 50,
    bar: 60,
    skipLink: 100,
    /** The consent dialog before it is modal (in the top layer, it needs none). */
    consent: 200,
  },
  /** Seconds, as gsap takes them. */
  motion: {
    accordion: 0.3,
    menu: 0.45,
    panel: 0.3,
    submenu: 0.4,
    submenuOpenSpeed: 1,
    submenuCloseSpeed: 2,
    reveal: 0.8,
    ease: "power2.out",
  },
} as const;

export const media = {
  sm: `@media (min-width: ${theme.screens.sm})`,
  md: `@media (min-width: ${theme.screens.md})`,
  lg: `@media (min-width: ${theme.screens.lg})`,
  desktopMenu: `@media (min-width: ${theme.screens.desktopMenu})`,
  mobileMenu: `@media not all and (min-width: ${theme.screens.desktopMenu})`,
  "2xl": `@media (min-width: ${theme.screens["2xl"]})`,
  belowMd: `@media (max-width: ${theme.below.md})`,
  belowLg: `@media (max-width: ${theme.below.lg})`,
  belowXl: `@media (max-width: ${theme.below.xl})`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

/** The same breakpoints as media queries for JavaScript (gsap.matchMedia, window.matchMedia). */
export const queries = {
  desktopMenu: `(min-width: ${theme.screens.desktopMenu})`,
  // The exact complement of desktopMenu: "max-width: 1279px" would leave fractional widths (zoom,
  // OS scaling) between 1279 and 1280px with no menu at all.
  mobileMenu: `not all and (min-width: ${theme.screens.desktopMenu})`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  motionOk: "(prefers-reduced-motion: no-preference)",
} as const;
