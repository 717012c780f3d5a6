import styled from "styled-components";
import { filledByImage } from "../../components/images/image-frame";

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tertiary};
`;

/** Every card's picture at one ratio, so the row lines up whatever the editor uploaded. */
export const Media = styled.div`
  order: -1;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.rule};
  ${filledByImage}
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

export const Client = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.type.title};
  font-weight: 600;
`;

export const Challenge = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Results = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export const Result = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.25rem;
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 2px solid ${({ theme }) => theme.colors.highlight};
`;

export const Value = styled.dd`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.type.subheading};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Label = styled.dt`
  font-size: ${({ theme }) => theme.type.meta};
  color: ${({ theme }) => theme.colors.muted};
`;
