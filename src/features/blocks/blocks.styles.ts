import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

/** The page's blocks, one after another, each in its column (src/theme/columns.ts); each block sets its own outer spacing. */
export const BlockStack = styled.div`
  display: flow-root;
  > * > [data-rich-text],
  > * > p {
    margin-bottom: ${theme.space.lg};
  }
  /* A band of colour that ends the page sits on the footer: no white strip between two bands. */
  > [data-column="full"]:last-child {
    margin-bottom: calc(-1 * ${theme.space.xl});
    > * {
      margin-bottom: 0;
    }
  }
`;
