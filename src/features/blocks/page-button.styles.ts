import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { theme } from "../../theme/theme";

export const PageButtonLink = styled(SafeLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.85rem 1.5rem;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.light};
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  text-decoration: none;
  transition: background-color 0.2s ease;
  span {
    /* The drawn arrow sits on the label's centre line, not on a text baseline. */
    display: flex;
    transition: transform 0.2s ease;
  }
  &:hover {
    background: ${theme.colors.secondary};
  }
  &:hover span {
    transform: translateX(4px);
  }
`;
