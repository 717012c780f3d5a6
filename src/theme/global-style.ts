import { css } from "@linaria/core";
import { theme } from "./theme";

/**
 * The site-wide rules, extracted to CSS at build time; importing this module is what includes them. The font
 * faces are in the server-rendered head (src/theme/fonts.ts).
 * @public
 */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }
    body {
      margin: 0;
      font-family: ${theme.fonts.body};
      font-size: ${theme.type.body};
      color: ${theme.colors.dark};
      background: ${theme.colors.light};
      line-height: 1.65;
      -webkit-font-smoothing: antialiased;
      -moz-osx-font-smoothing: grayscale;
    }
    h1,
    h2,
    h3,
    h4 {
      font-family: ${theme.fonts.heading};
      font-weight: 600;
      line-height: 1.15;
      letter-spacing: -0.01em;
      color: ${theme.colors.primary};
      text-wrap: balance;
    }
    /* No top margin: the main region's padding sets the space above a page (src/app/layout/layout.styles.ts). */
    h1 {
      font-size: ${theme.type.display};
      margin: 0 0 1.5rem;
    }
    h2 {
      font-size: ${theme.type.heading};
    }
    h3 {
      font-size: ${theme.type.title};
    }
    a {
      color: ${theme.colors.primary};
      text-underline-offset: 0.18em;
    }
    img,
    svg {
      max-width: 100%;
    }
    img {
      height: auto;
    }
    button {
      font: inherit;
    }
    :focus-visible {
      outline: 3px solid ${theme.colors.secondary};
      outline-offset: 3px;
    }
    .skip-link {
      position: absolute;
      left: 1rem;
      top: -4rem;
      z-index: ${theme.layers.skipLink};
      padding: 0.5rem 1rem;
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.dark};
      color: ${theme.colors.light};
    }
    .skip-link:focus {
      top: 1rem;
    }
    main:focus {
      outline: none;
    }
    /* Anchored sections (e.g. #free-consultation) keep a little air above them when scrolled to. */
    [id] {
      scroll-margin-top: 1.5rem;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        scroll-behavior: auto !important;
        transition-duration: 0.01ms !important;
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
      }
    }
  }
`;
