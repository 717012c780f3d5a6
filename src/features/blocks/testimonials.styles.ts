import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { filledByImage } from "../../components/images/image-frame";

export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    &[data-count="many"] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const Figure = styled.figure`
  display: grid;
  gap: ${theme.space.lg};
  height: 100%;
  margin: 0;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
  ${media.md} {
    padding: ${theme.space.xl} ${theme.space.lg};
    /* One quote alone is a centred pull quote, so the band has no empty half. */
    [data-count="one"] & {
      justify-items: center;
      text-align: center;
    }
  }
`;

export const Quote = styled.blockquote`
  position: relative;
  margin: 0;
  max-width: 52rem;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.type.subheading};
  line-height: 1.4;
  color: ${theme.colors.primary};
  p {
    margin: 0;
  }
  p::before {
    content: "“";
  }
  p::after {
    content: "”";
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;

export const Portrait = styled.div`
  flex: none;
  width: 4rem;
  height: 4rem;
  border-radius: ${theme.radii.round};
  border: 3px solid ${theme.colors.highlight};
  ${filledByImage}
`;

export const Name = styled.cite`
  display: block;
  font-style: normal;
  font-weight: 600;
  color: ${theme.colors.dark};
`;

export const Role = styled.span`
  display: block;
  color: ${theme.colors.muted};
`;
