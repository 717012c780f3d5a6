import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { theme } from "../../theme/theme";

/** Category and tags as labelled groups (a dt and its dds in one div each) on one line, wrapping on a phone. */
export const Topics = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: ${theme.space.md} 0 0;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
  }
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

export const Category = styled(SafeLink)`
  font-weight: 600;
`;
