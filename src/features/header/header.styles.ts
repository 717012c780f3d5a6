import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { SafeLink } from "../../components/links/safe-link";

/** Below the desktop breakpoint, exactly (1279.5px at some zoom levels must count as mobile too). */
export const mobileOnly = media.mobileMenu;

export const Header = styled.header`
  position: relative;
  z-index: ${theme.layers.bar};
  background: ${theme.colors.light};
  border-bottom: 1px solid ${theme.colors.rule};
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
  ${media.desktopMenu} {
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

export const RoundLink = styled(SafeLink)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 5.25rem;
  height: 5.25rem;
  padding: 0.5rem;
  border-radius: 50%;
  background: ${theme.colors.highlight};
  color: ${theme.colors.dark};
  font-family: ${theme.fonts.accent};
  font-size: 0.74rem;
  font-weight: 600;
  line-height: 1.15;
  letter-spacing: -0.01em;
  text-align: center;
  text-decoration: none;
  transition:
    transform 0.2s ease,
    background-color 0.2s ease;
  &:hover {
    transform: rotate(-6deg) scale(1.04);
    background: ${theme.colors.light};
    box-shadow: inset 0 0 0 2px ${theme.colors.highlight};
  }
`;

/** Shown by the server render below 1280px until the browser picks the menu mode. */
export const TogglePlaceholder = styled.span`
  display: none;
  width: 3rem;
  height: 3rem;
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
