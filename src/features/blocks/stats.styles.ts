import styled from "styled-components";
import { media } from "../../theme/theme";

/** A band of navy with the figures in highlight: the one dark band, so it reads as proof. */
export const Stats = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.light};
  ${media.md} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.light};
  font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem);
  font-weight: 500;
`;

export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 2px solid ${({ theme }) => theme.colors.highlight};
`;

export const Value = styled.dd`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.25rem, 1.8rem + 1.6vw, 3.25rem);
  font-weight: 500;
  line-height: 1;
  color: ${({ theme }) => theme.colors.highlight};
`;

export const Label = styled.dt`
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.light};
`;
