import { css } from "@linaria/core";
import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { SafeLink } from "../../components/links/safe-link";

/** Below the desktop breakpoint, exactly (1279.5px at some zoom levels must count as mobile too). */
export const mobileOnly = media.mobileMenu;

/** The desktop bar's height (below the desktop menu the bar is theme.header.height). */
const DESKTOP_HEIGHT = "5rem";

/** How much of the header's top scrolls out of view once the page scrolls: the compact header is the rest. */
const COMPACT_STRIP = { desktop: "1rem", mobile: "0.5rem" } as const;

/**
 * The header stays on screen at every width (docs/navigation.md, "The sticky header"). It is sticky with a negative
 * top: once the page scrolls, its top strip (COMPACT_STRIP) slides out of view and the rest stays,
 * so the compact header takes less of the screen while its box, and so the page's flow, never changes size (no
 * layout shift). data-compact (use-compact-on-scroll.ts) moves the bar's parts down by half the strip and shrinks the
 * logo, with transforms only, so they sit centred in what is left.
 */
export const Header = styled.header`
  --header-shift: 0px;
  position: sticky;
  top: calc(0px - ${COMPACT_STRIP.desktop});
  z-index: ${theme.layers.bar};
  background: ${theme.colors.light};
  border-bottom: 1px solid ${theme.colors.rule};
  &[data-compact] {
    --header-shift: calc(${COMPACT_STRIP.desktop} / 2);
  }
  ${mobileOnly} {
    top: calc(0px - ${COMPACT_STRIP.mobile});
    &[data-compact] {
      --header-shift: calc(${COMPACT_STRIP.mobile} / 2);
    }
  }
`;

/**
 * What an anchor's target must clear: the compact header's visible height (plus 1px of border). The page's scroller is
 * <html>, so the padding is set there; `[id]`'s own scroll margin (src/theme/global-style.ts) adds the air above.
 * @public (included by importing this module, as the header does)
 */
export const stickyHeaderScrollPadding = css`
  :global() {
    html {
      scroll-padding-top: calc(${DESKTOP_HEIGHT} - ${COMPACT_STRIP.desktop} + 1px);
    }
    ${mobileOnly} {
      html {
        scroll-padding-top: calc(${theme.header.height} - ${COMPACT_STRIP.mobile} + 1px);
      }
    }
  }
`;

/**
 * A part of the bar that follows data-compact: moved with the `translate` property, which no other rule of the bar's
 * parts sets (a hover's `transform` composes with it). Parts with transitions of their own list this one beside them.
 */
export const followsCompact = `
  translate: 0 var(--header-shift);
  transition: translate 0.2s ease;
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  width: 100%;
  max-width: ${theme.wrapMaxWidth};
  min-height: ${theme.header.height};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  ${media.md} {
    padding: 0 ${theme.space.lg};
  }
  /*
   * Below the desktop menu, fixed tracks: the brand, the consultation link (a fixed width), search and the menu toggle. A
   * browser may paint the bar before all of its HTML has arrived; with a flex row the link sat at the bar's end
   * until the toggle arrived and pushed it aside (a layout shift). The toggle's track is there from the start.
   */
  ${mobileOnly} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto ${theme.header.toggle};
  }
  /* The four tracks still fit a 320px phone: the gaps give way first. */
  @media (max-width: 379px) {
    column-gap: 0.25rem;
  }
  ${media.desktopMenu} {
    min-height: ${DESKTOP_HEIGHT};
    padding-block: 0.5rem;
  }
`;

/**
 * Fades with its partner the toggle when mobile menu content scrolls beneath them (docs/navigation.md); both follow
 * the compact header (followsCompact).
 */
export const fadeable = `
  position: relative;
  z-index: 2;
  translate: 0 var(--header-shift);
  transition:
    opacity 0.2s ease,
    color 0.2s ease,
    translate 0.2s ease,
    scale 0.2s ease;
  &[data-faded] {
    opacity: 0;
    pointer-events: none;
  }
  &[data-faded]:focus-visible {
    opacity: 1;
  }
`;

/**
 * The brand: the logo mark is the link home (labelled "Go to homepage"); the wordmark beside it is
 * decoration, covered by the link's stretched hit area so a click anywhere on the brand goes home.
 * (Inside the link, the wordmark's text would contradict the link's label for speech-input users.)
 */
export const Brand = styled.div`
  ${fadeable}
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  justify-self: start;
  margin-right: auto;
  padding: 0.25rem 0;
  color: ${theme.colors.primary};
  &[data-faded]:focus-within {
    opacity: 1;
  }
  [data-menu-open="true"] &,
  header:has(nav:target) & {
    color: ${theme.colors.light};
  }
  /* The compact header's smaller logo: a transform, so nothing beside it moves. */
  transform-origin: left center;
  [data-compact] & {
    scale: 0.85;
  }
  .wordmark {
    width: 8.75rem;
    height: auto;
    aspect-ratio: 152 / 28;
  }
  /* A small phone's compact bar keeps the mark, the consultation link and the menu toggle. */
  @media (max-width: 479px) {
    .wordmark {
      display: none;
    }
  }
`;

export const HomeLink = styled(SafeLink)`
  display: inline-flex;
  color: inherit;
  border-radius: 50%;
  .mark {
    width: 2.5rem;
    height: 2.5rem;
    flex: none;
  }
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
`;

/**
 * The consultation link: a pill with text a person can read (the body size, on one line). `data-compact` is the
 * bar's link below the desktop menu: smaller type on two lines, hidden while the full-screen menu (which ends with
 * its own) is open.
 */
export const RoundLink = styled(SafeLink)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border-radius: 999px;
  background: ${theme.colors.highlight};
  color: ${theme.colors.dark};
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.body};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  transition:
    transform 0.2s ease,
    background-color 0.2s ease,
    translate 0.2s ease;
  &:hover {
    transform: rotate(-2deg) scale(1.03);
    background: ${theme.colors.light};
    box-shadow: inset 0 0 0 2px ${theme.colors.highlight};
  }
  &[data-compact] {
    translate: 0 var(--header-shift);
    grid-column: 2;
    width: 8.5rem;
    padding: 0.25rem 0.875rem;
    font-size: 0.875rem;
    line-height: 1.15;
    ${media.desktopMenu} {
      display: none;
    }
    [data-menu-open="true"] & {
      visibility: hidden;
    }
  }
`;

/**
 * The server render's menu toggle below 1280px, until the browser picks the menu mode (no-script-toggle.tsx): the open
 * link, or the close link while the main navigation is the URL's target (shown full screen, desktop-menu.styles.ts).
 */
export const TogglePlaceholder = styled.span`
  ${followsCompact}
  display: none;
  grid-column: 4;
  position: relative;
  z-index: 2;
  ${mobileOnly} {
    display: inline-flex;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.header.toggle};
    height: ${theme.header.toggle};
    border-radius: 50%;
    color: ${theme.colors.primary};
  }
  [data-no-script-toggle="close"],
  header:has(nav:target) & [data-no-script-toggle="open"] {
    display: none;
  }
  header:has(nav:target) & [data-no-script-toggle="close"] {
    display: inline-flex;
    color: ${theme.colors.light};
  }
  svg {
    width: 1.6rem;
    height: 1.6rem;
  }
`;

/** The search control in the compact bar, before the menu toggle; hidden while the full-screen menu is open. */
export const CompactSearch = styled.div`
  ${followsCompact}
  display: flex;
  grid-column: 3;
  ${media.desktopMenu} {
    display: none;
  }
  [data-menu-open="true"] & {
    visibility: hidden;
  }
`;
