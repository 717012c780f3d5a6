import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { SafeLink } from "../../components/links/safe-link";

/** Below the desktop breakpoint, exactly (1279.5px at some zoom levels must count as mobile too). */
export const mobileOnly = media.mobileMenu;

/**
 * Below the desktop menu the header sticks to the top (docs/navigation.md): data-hidden (use-hide-on-scroll.ts)
 * slides it up out of view while the visitor scrolls down; it stays while anything in it has focus, and under
 * reduced motion it never moves at all.
 */
export const Header = styled.header`
  position: relative;
  z-index: ${theme.layers.bar};
  background: ${theme.colors.light};
  border-bottom: 1px solid ${theme.colors.rule};
  ${mobileOnly} {
    position: sticky;
    top: 0;
    transition: top 0.25s ease;
    &[data-hidden]:not(:focus-within) {
      top: calc(-1px - ${theme.header.height});
    }
  }
  ${media.reducedMotion} {
    &[data-hidden]:not(:focus-within) {
      top: 0;
    }
  }
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
    min-height: 5rem;
    padding-block: 0.5rem;
  }
`;

/** Fades with its partner the toggle when mobile menu content scrolls beneath them (docs/navigation.md). */
export const fadeable = `
  position: relative;
  z-index: 2;
  transition:
    opacity 0.2s ease,
    color 0.2s ease;
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
  [data-menu-open="true"] & {
    color: ${theme.colors.light};
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
    background-color 0.2s ease;
  &:hover {
    transform: rotate(-2deg) scale(1.03);
    background: ${theme.colors.light};
    box-shadow: inset 0 0 0 2px ${theme.colors.highlight};
  }
  &[data-compact] {
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

/** Shown by the server render below 1280px until the browser picks the menu mode. */
export const TogglePlaceholder = styled.span`
  display: none;
  grid-column: 4;
  width: ${theme.header.toggle};
  height: ${theme.header.toggle};
  color: ${theme.colors.primary};
  ${mobileOnly} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  svg {
    width: 1.6rem;
    height: 1.6rem;
  }
`;

/** The search control in the compact bar, before the menu toggle; hidden while the full-screen menu is open. */
export const CompactSearch = styled.div`
  display: flex;
  grid-column: 3;
  ${media.desktopMenu} {
    display: none;
  }
  [data-menu-open="true"] & {
    visibility: hidden;
  }
`;
