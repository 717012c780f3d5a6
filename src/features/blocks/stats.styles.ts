import styled from "styled-components";
import { bleedsInFullColumn } from "../../theme/column";
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
  ${bleedsInFullColumn}
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.light};
  font-size: ${({ theme }) => theme.type.heading};
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
  font-size: ${({ theme }) => theme.type.figure};
  font-weight: 500;
  line-height: 1;
  color: ${({ theme }) => theme.colors.highlight};
`;

export const Label = styled.dt`
  font-size: ${({ theme }) => theme.type.body};
  color: ${({ theme }) => theme.colors.light};
`;
