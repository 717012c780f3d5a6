import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

/** A short inline list; it inherits the colour of where it sits (light bar, dark menu panel, footer). */
export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  & a {
    color: inherit;
  }
  & [aria-current] {
    font-weight: 700;
  }
`;

/** "— page not translated, home page": smaller, still part of the link's name. */
export const Note = styled.span`
  font-size: 0.8em;
  opacity: 0.85;
`;
