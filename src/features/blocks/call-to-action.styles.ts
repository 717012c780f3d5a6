import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { theme } from "../../theme/theme";

const button = `
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 3rem;
  padding: 0.8rem 1.5rem;
  border-radius: ${theme.radii.round};
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  text-decoration: none;
  transition:
    background-color 0.2s ease,
    color 0.2s ease;
  span {
    /* The drawn arrow sits on the label's centre line, not on a text baseline. */
    display: flex;
    transition: transform 0.2s ease;
  }
  &:hover span {
    transform: translateX(4px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    span {
      transition: none;
    }
  }
`;

export const PrimaryLink = styled(SafeLink)`
  ${button}
  background: ${theme.colors.primary};
  color: ${theme.colors.light};
  &:hover {
    background: ${theme.colors.secondary};
  }
`;

export const SecondaryLink = styled(SafeLink)`
  ${button}
  border: 2px solid ${theme.colors.primary};
  color: ${theme.colors.primary};
  &:hover {
    background: ${theme.colors.tertiary};
  }
`;

/** On a dark band: highlight on primary (the footer's pairing). */
export const OnDarkLink = styled(SafeLink)`
  ${button}
  background: ${theme.colors.highlight};
  color: ${theme.colors.dark};
  &:hover {
    background: ${theme.colors.light};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;
