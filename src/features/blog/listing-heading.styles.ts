import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

export const Heading = styled.header`
  margin: 0 0 ${theme.space.lg};
`;

export const Description = styled.p`
  max-width: 68ch;
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.type.lead};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
