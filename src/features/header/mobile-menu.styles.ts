import { styled } from "@linaria/react";
import { fadeable } from "./header.styles";
import { NavLink } from "./nav-link";
import { theme } from "../../theme/theme";

export const Toggle = styled.button`
  ${fadeable}
  display: inline-flex;
  grid-column: 4;
  align-items: center;
  justify-content: center;
  width: ${theme.header.toggle};
  height: ${theme.header.toggle};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.primary};
  cursor: pointer;
  svg {
    width: 1.6rem;
    height: 1.6rem;
  }
  &[aria-expanded="true"] {
    color: ${theme.colors.light};
  }
  &:focus-visible {
    outline-color: ${theme.colors.highlight};
  }
`;

/** Full screen, under the bar's logo and toggle; only the menu scrolls while it is open. */
export const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1;
  visibility: hidden;
  opacity: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-top: ${theme.header.height};
  background: ${theme.colors.primary};
  color: ${theme.colors.light};
  a,
  button {
    color: inherit;
  }
  :focus-visible {
    outline-color: ${theme.colors.highlight};
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-height: 100%;
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.xl};
  /* Clip, not hidden: sliding submenus must never make this a sideways-scrollable box. */
  overflow-x: clip;
`;

/** The main list and every submenu share one grid cell, so the panel scrolls for whichever is taller. */
export const Stack = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

export const MainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    border-bottom: 1px solid rgba(255, 255, 255, 0.18);
  }
`;

const entryLook = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 0.9rem 0;
  border: 0;
  background: none;
  font-size: 1.75rem;
  font-weight: 600;
  line-height: 1.2;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

export const EntryLink = styled(NavLink)`
  ${entryLook}
  font-family: ${theme.fonts.heading};
  &[aria-current] {
    color: ${theme.colors.highlight};
  }
`;

export const SubmenuTrigger = styled.button`
  ${entryLook}
  font-family: ${theme.fonts.heading};
  svg {
    transform: rotate(-90deg);
  }
  &[aria-current] {
    color: ${theme.colors.highlight};
  }
`;

/**
 * A submenu shares the main list's grid cell; one that is not open takes no height (its content still paints while it
 * slides away), so a long submenu never leaves a blank stretch under the main list that makes the menu scroll.
 */
export const Submenu = styled.div`
  visibility: hidden;
  opacity: 0;
  &:not([data-open]) {
    height: 0;
  }
`;

export const Back = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-bottom: ${theme.space.md};
  padding: 0.5rem 0.9rem 0.5rem 0.6rem;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 999px;
  background: none;
  font-family: ${theme.fonts.accent};
  font-weight: 500;
  cursor: pointer;
  svg {
    transform: rotate(90deg);
  }
`;

export const SubTitle = styled.p`
  margin: 0 0 0.5rem;
  font-family: ${theme.fonts.heading};
  font-size: 2rem;
  font-weight: 600;
`;

export const SubOverview = styled(NavLink)`
  display: block;
  margin-bottom: 0.5rem;
  font-family: ${theme.fonts.heading};
  font-size: 2rem;
  font-weight: 600;
  text-decoration: none;
  &[aria-current] {
    color: ${theme.colors.highlight};
  }
`;

export const SubList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    border-bottom: 1px solid rgba(255, 255, 255, 0.18);
  }
`;

export const SubLink = styled(NavLink)`
  display: block;
  padding: 0.8rem 0;
  font-size: ${theme.type.title};
  text-decoration: none;
  &[aria-current] {
    color: ${theme.colors.highlight};
    font-weight: 600;
  }
`;

/** A third-level page, indented under its parent's link (docs/navigation.md). */
export const GrandchildList = styled.ul`
  margin: 0 0 0.8rem;
  padding: 0 0 0 1rem;
  list-style: none;
  border-left: 2px solid rgba(255, 255, 255, 0.3);
`;

export const GrandchildLink = styled(SubLink)`
  padding: 0.5rem 0;
  font-size: ${theme.type.lead};
`;

/** Pinned to the foot of the panel (Content is a full-height column), under a hairline like the entries'. */
export const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md} ${theme.space.lg};
  margin-top: auto;
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.18);
  /* Beats the panel's "links inherit the light text colour": dark on the highlight disc. */
  && > a {
    width: 8rem;
    height: 8rem;
    padding: 0.9rem;
    font-size: 1.05rem;
    color: ${theme.colors.dark};
  }
`;

export const ContactList = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.lead};
  a {
    text-decoration: underline;
    text-decoration-color: rgba(255, 255, 255, 0.45);
    text-underline-offset: 0.25em;
  }
  a:hover {
    text-decoration-color: currentColor;
  }
`;
