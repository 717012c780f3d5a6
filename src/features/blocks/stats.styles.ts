import { styled } from "@linaria/react";
import { bleedsInFullColumn } from "../../theme/column";
import { media, theme } from "../../theme/theme";

/** A band of navy with the figures in highlight: the one dark band, so it reads as proof. */
export const Stats = styled.section`
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.light};
  ${media.md} {
    padding: ${theme.space.xl} ${theme.space.lg};
  }
  ${bleedsInFullColumn}
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.light};
  font-size: ${theme.type.heading};
  font-weight: 500;
`;

export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${theme.space.lg};
  margin: 0;
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  padding-top: ${theme.space.sm};
  border-top: 2px solid ${theme.colors.highlight};
`;

export const Value = styled.dd`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.type.figure};
  font-weight: 500;
  line-height: 1;
  color: ${theme.colors.highlight};
`;

export const Label = styled.dt`
  font-size: ${theme.type.body};
  color: ${theme.colors.light};
`;
