import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

/**
 * The header's search control: a round-cornered link with the glass and the word. `data-compact` is the bar's control
 * below the desktop menu, the glass alone in a 44px target (its name stays "Search" for assistive technology).
 */
export const Control = styled.a`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.9rem;
  border-radius: ${theme.radii.round};
  color: ${theme.colors.primary};
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.body};
  font-weight: 500;
  text-decoration: none;
  transition: background-color 0.2s ease;
  &:hover {
    background: ${theme.colors.tertiary};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
  &[data-compact] {
    padding: 0.5rem;
    svg {
      width: 1.5rem;
      height: 1.5rem;
    }
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Word = styled.span`
  [data-compact] > & {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
