import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

/**
 * The path comes from the address bar and may be one long word (`/services/digital/email-marketing/`): at the
 * display size it must break anywhere, or it widens the page past a phone's screen.
 */
export const Heading = styled.h1`
  overflow-wrap: anywhere;
`;

/**
 * The missing path inside the heading: on its own line in body-sized type, breaking anywhere, so a long one takes two
 * lines under "Page Not Found:" on a phone instead of stacking six at the heading's size.
 */
export const Path = styled.span`
  display: block;
  margin-top: 0.25em;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.4;
  word-break: break-all;
`;

export const Search = styled.form`
  display: grid;
  gap: 0.4rem;
  max-width: 36rem;
  margin-top: ${theme.space.md};
  label {
    font-family: ${theme.fonts.accent};
    font-weight: 600;
    color: ${theme.colors.primary};
  }
`;

export const SearchRow = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  input {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.8rem;
    border: 2px solid ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.light};
    color: ${theme.colors.dark};
    font-size: 1rem;
  }
  button {
    min-height: 2.75rem;
    padding: 0.5rem 1.1rem;
    border: 0;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.primary};
    color: ${theme.colors.light};
    font-family: ${theme.fonts.accent};
    font-weight: 600;
    cursor: pointer;
  }
`;

export const Sections = styled.nav`
  margin-top: ${theme.space.lg};
  h2 {
    font-size: ${theme.type.title};
  }
`;

export const SectionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.5rem 1.1rem;
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radii.round};
    font-family: ${theme.fonts.accent};
    font-weight: 600;
    color: ${theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.tertiary};
  }
`;
