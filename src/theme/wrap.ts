import { styled } from "@linaria/react";
import { theme } from "./theme";

/** The content wrap: max 90rem, with gutters. */
export const Wrap = styled.div`
  width: 100%;
  max-width: ${theme.wrapMaxWidth};
  margin: 0 auto;
  padding: 0 ${theme.gutter.base};
  @media (min-width: ${theme.screens.md}) {
    padding: 0 ${theme.gutter.md};
  }
`;
