import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

export const Page = styled.div`
  max-width: ${theme.measure.reading};
  h1 {
    margin: 0 0 ${theme.space.md};
  }
`;

export const Panel = styled.div`
  margin-bottom: ${theme.space.lg};
`;

export const Everything = styled.section`
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.type.subheading};
  }
  h3 {
    margin: ${theme.space.md} 0 ${theme.space.xs};
    font-size: ${theme.type.title};
  }
`;

export const Links = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.6;
  a {
    color: ${theme.colors.primary};
  }
  ${media.md} {
    columns: 2;
    column-gap: ${theme.space.lg};
  }
  li {
    break-inside: avoid;
  }
`;
