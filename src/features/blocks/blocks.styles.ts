import styled from "styled-components";

/** The page's blocks, one after another; each block sets its own outer spacing. */
export const BlockStack = styled.div`
  display: flow-root;
  > [data-rich-text],
  > p {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;
