import styled from "styled-components";

/** The content wrap: max 90rem, with gutters. */
export const Wrap = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.wrapMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.gutter.base};
  @media (min-width: ${({ theme }) => theme.screens.md}) {
    padding: 0 ${({ theme }) => theme.gutter.md};
  }
`;
