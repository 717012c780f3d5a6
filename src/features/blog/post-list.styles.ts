import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { coverFrame } from "./cover.styles";

export const List = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The whole card is clickable through the title link's stretched hit area. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 18px 36px -24px rgba(20, 23, 28, 0.45);
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.secondary};
    outline-offset: 3px;
  }
`;

export const Cover = styled.div`
  ${coverFrame}
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${theme.space.md} ${theme.space.md} 1.5rem;
`;

export const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: ${theme.type.title};
  line-height: 1.25;
  a {
    color: ${theme.colors.primary};
    text-decoration: none;
  }
  a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

export const Meta = styled.p`
  margin: 0 0 0.75rem;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  color: ${theme.colors.muted};
`;

export const Excerpt = styled.p`
  margin: 0;
`;

export const Dot = styled.span`
  margin: 0 0.5em;
`;

/** The post's category above its title, in the small caps of the meta line. */
export const Category = styled.p`
  margin: 0 0 0.5rem;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;
