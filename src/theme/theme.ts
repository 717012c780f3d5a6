/**
 * The design tokens (SPEC 9), in one place. Components read them through styled-components' theme.
 * Colour values are ours (the spec names the roles only); each text/background pair used passes WCAG AA.
 */
export const theme = {
  colors: {
    primary: "#1b3a5c",
    secondary: "#0f766e",
    tertiary: "#f4efe6",
    highlight: "#f2b134",
    light: "#ffffff",
    dark: "#14171c",
  },
  fonts: {
    heading: "'Fraunces', Georgia, 'Times New Roman', serif",
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    accent: "'Space Grotesk', 'Inter', system-ui, sans-serif",
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
  /** Desktop menu from this width (SPEC 9). */
  desktopMenuMinWidth: 1280,
} as const;

export type Theme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.screens.sm})`,
  md: `@media (min-width: ${theme.screens.md})`,
  lg: `@media (min-width: ${theme.screens.lg})`,
  desktopMenu: `@media (min-width: ${theme.screens.desktopMenu})`,
  "2xl": `@media (min-width: ${theme.screens["2xl"]})`,
  belowMd: `@media (max-width: ${theme.below.md})`,
  belowLg: `@media (max-width: ${theme.below.lg})`,
  belowXl: `@media (max-width: ${theme.below.xl})`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;
