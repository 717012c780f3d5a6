import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { media, theme } from "../../theme/theme";

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;

export const Label = styled.label`
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  color: ${theme.colors.primary};
`;

/** A large field with a visible border: the one thing the visitor works with. */
export const Field = styled.input`
  width: 100%;
  min-height: 3rem;
  padding: 0.6rem 0.9rem;
  border: 2px solid ${theme.colors.muted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.light};
  color: ${theme.colors.dark};
  font-size: ${theme.type.lead};
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/** The polite live region: "Searching…", the count, "No results", or why search is not available. */
export const Status = styled.p`
  min-height: 1.5em;
  margin: ${theme.space.sm} 0;
  color: ${theme.colors.muted};
  font-size: ${theme.type.meta};
  &[data-state="error"] {
    color: ${theme.colors.dark};
    font-weight: 600;
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A result: the title's link covers it all (its ::after), and the result shows the focus ring. */
export const Result = styled.div`
  position: relative;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.tertiary};
  color: ${theme.colors.dark};
  transition: background-color 0.15s ease;
  &:hover {
    background: #ebe3d4;
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.secondary};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const ResultHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem ${theme.space.sm};
`;

export const ResultTitle = styled(SafeLink)`
  color: ${theme.colors.primary};
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.title};
  font-weight: 600;
  line-height: 1.25;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const ResultType = styled.span`
  flex: none;
  padding: 0.1rem 0.5rem;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.light};
  color: ${theme.colors.muted};
  font-size: ${theme.type.meta};
`;

export const Excerpt = styled.p`
  margin: 0;
  margin-top: 0.35rem;
  font-size: ${theme.type.meta};
  line-height: 1.5;
  mark {
    background: ${theme.colors.highlight};
    color: ${theme.colors.dark};
    padding: 0 0.1em;
    border-radius: 2px;
  }
`;

export const BrowseAll = styled.p`
  margin: 0;
  font-size: ${theme.type.meta};
  a {
    color: ${theme.colors.primary};
  }
`;
