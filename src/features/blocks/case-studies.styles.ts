import { styled } from "@linaria/react";
import { filledByImage } from "../../components/images/image-frame";
import { theme } from "../../theme/theme";

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
`;

/** Every card's picture at one ratio, so the row lines up whatever the editor uploaded. */
export const Media = styled.div`
  order: -1;
  aspect-ratio: 16 / 10;
  background: ${theme.colors.rule};
  ${filledByImage}
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.lg};
`;

export const Client = styled.h3`
  margin: 0;
  font-size: ${theme.type.title};
  font-weight: 600;
`;

export const Challenge = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

export const Results = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: auto 0 0;
  padding-top: ${theme.space.sm};
`;

export const Result = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.25rem;
  padding-top: ${theme.space.xs};
  border-top: 2px solid ${theme.colors.highlight};
`;

export const Value = styled.dd`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.type.subheading};
  line-height: 1;
  color: ${theme.colors.primary};
`;

export const Label = styled.dt`
  font-size: ${theme.type.meta};
  color: ${theme.colors.muted};
`;
