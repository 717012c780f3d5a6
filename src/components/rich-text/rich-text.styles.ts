import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

/** Typography for CMS text: a readable measure and rhythm for every tag the sanitizer lets through. */
export const Prose = styled.div`
  max-width: 46rem;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 1.1em;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1.8em 0 0.6em;
  }
  h4,
  h5,
  h6 {
    font-size: ${theme.type.lead};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  li::marker {
    color: ${theme.colors.secondary};
  }
  a {
    color: ${theme.colors.primary};
    text-decoration-thickness: 1px;
    text-decoration-color: ${theme.colors.secondary};
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  strong {
    font-weight: 650;
  }
  blockquote {
    padding: 0.25em 0 0.25em 1.1em;
    border-left: 4px solid ${theme.colors.highlight};
    font-family: ${theme.fonts.heading};
    font-size: 1.2em;
    color: ${theme.colors.primary};
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.tertiary};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: 1em;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.tertiary};
  }
  pre code {
    padding: 0;
    background: none;
  }
  hr {
    margin: 2em 0;
    border: 0;
    border-top: 1px solid ${theme.colors.rule};
  }
  img {
    display: block;
    border-radius: ${theme.radii.md};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.5em 0.75em;
    border-bottom: 1px solid ${theme.colors.rule};
    text-align: left;
  }
`;
