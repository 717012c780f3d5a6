import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { followsCompact, mobileOnly } from "./header.styles";
import { NavLink } from "./nav-link";

/**
 * Below 1280px the server-rendered bar is replaced by the mobile menu once scripts run. Without them, the phone's toggle
 * is a link to this navigation (no-script-toggle.tsx), which then shows full screen under the bar, every submenu open
 * and in place: each link is one tap away, and its Close buttons (which need a script) are left out.
 */
export const Nav = styled.nav`
  ${mobileOnly} {
    display: none;
    &:target {
      display: block;
      position: fixed;
      inset: 0;
      z-index: 1;
      overflow-y: auto;
      overscroll-behavior: contain;
      padding: calc(${theme.header.height} + ${theme.space.md}) ${theme.space.md} ${theme.space.xl};
      background: ${theme.colors.primary};
      color: ${theme.colors.light};
      ul {
        display: block;
      }
      a,
      p {
        color: inherit;
      }
      a {
        display: block;
        padding: 0.6rem 0;
        font-size: ${theme.type.title};
      }
      [data-panel] {
        position: static;
        visibility: visible;
        opacity: 1;
        background: none;
        border: 0;
        box-shadow: none;
      }
      [data-panel] > div {
        display: block;
        padding: 0 0 0 1rem;
      }
      [data-panel] ul a {
        font-size: ${theme.type.body};
      }
      button {
        display: none;
      }
    }
  }
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Not positioned: the panel inside spans the whole header, not the item. */
export const Item = styled.li``;

const topItem = `
  ${followsCompact}
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.6rem 0.9rem;
  border: 0;
  border-radius: 999px;
  background: none;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.body};
  font-weight: 500;
  color: ${theme.colors.primary};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.tertiary};
  }
  /* The active item: a highlight bar under the label, plus aria-current for assistive technology. */
  &[aria-current]::after {
    content: "";
    position: absolute;
    left: 0.9rem;
    right: 0.9rem;
    bottom: 0.2rem;
    height: 3px;
    border-radius: 2px;
    background: ${theme.colors.highlight};
  }
`;

export const TopLink = styled(NavLink)`
  ${topItem}
`;

export const Trigger = styled.button`
  ${topItem}
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] {
    background: ${theme.colors.tertiary};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

export const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${theme.layers.panel};
  visibility: hidden;
  opacity: 0;
  background: ${theme.colors.tertiary};
  border-bottom: 1px solid ${theme.colors.rule};
  box-shadow: 0 24px 48px -24px rgba(20, 23, 28, 0.35);
`;

export const PanelInner = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 1fr) 3fr auto;
  align-items: start;
  gap: ${theme.space.lg};
  max-width: ${theme.wrapMaxWidth};
  margin: 0 auto;
  padding: ${theme.space.lg};
`;

export const Overview = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-family: ${theme.fonts.heading};
  font-size: 1.75rem;
  font-weight: 600;
  color: ${theme.colors.primary};
  text-decoration: none;
  svg {
    transform: rotate(-90deg);
  }
  &:hover {
    text-decoration: underline;
  }
`;

export const PanelTitle = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: 1.75rem;
  font-weight: 600;
  color: ${theme.colors.primary};
`;

export const ChildList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.25rem ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media["2xl"]} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const ChildLink = styled(NavLink)`
  display: block;
  padding: 0.6rem 0;
  border-bottom: 1px solid ${theme.colors.rule};
  font-size: ${theme.type.body};
  color: ${theme.colors.dark};
  text-decoration: none;
  &:hover,
  &[aria-current] {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
  &[aria-current] {
    font-weight: 600;
  }
`;

/** A third-level page, indented under its parent's link (docs/navigation.md). */
export const GrandchildList = styled.ul`
  margin: 0;
  padding: 0 0 0 1rem;
  list-style: none;
  border-left: 2px solid ${theme.colors.rule};
`;

export const GrandchildLink = styled(ChildLink)`
  padding: 0.45rem 0;
  border-bottom: 0;
  font-size: ${theme.type.body};
`;

export const Close = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${theme.colors.primary};
  border-radius: 999px;
  background: ${theme.colors.light};
  color: ${theme.colors.primary};
  font-family: ${theme.fonts.accent};
  font-weight: 500;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primary};
    color: ${theme.colors.light};
  }
`;

export const Aside = styled.div`
  ${followsCompact}
  ${mobileOnly} {
    display: none;
  }
`;

/** The search control's place in the desktop bar, after the menu. */
export const Search = styled.div`
  ${followsCompact}
  display: flex;
  ${mobileOnly} {
    display: none;
  }
`;
