import styled from "styled-components";

/** The page's blocks, one after another, each in its column (src/theme/columns.ts); each block sets its own outer spacing. */
export const BlockStack = styled.div`
  display: flow-root;
  > * > [data-rich-text],
  > * > p {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
  /* A band of colour that ends the page sits on the footer: no white strip between two bands. */
  > [data-column="full"]:last-child {
    margin-bottom: calc(-1 * ${({ theme }) => theme.space.xl});
    > * {
      margin-bottom: 0;
    }
  }
`;
