import { styled } from "@linaria/react";
import { filledByImage } from "../../components/images/image-frame";
import { theme } from "../../theme/theme";

export const Member = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

export const Portrait = styled.div`
  order: -1;
  margin-bottom: ${theme.space.sm};
  aspect-ratio: 1;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
  ${filledByImage}
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${theme.type.lead};
  font-weight: 600;
`;

export const Role = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
