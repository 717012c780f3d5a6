import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

/** Portrait beside the text from tablets, above it on a phone. */
export const Profile = styled.header`
  display: grid;
  gap: ${theme.space.md};
  align-items: center;
  margin: 0 0 ${theme.space.lg};
  ${media.md} {
    grid-template-columns: 10rem minmax(0, 1fr);
    gap: ${theme.space.lg};
  }
  h1 {
    margin: 0;
  }
`;

export const Portrait = styled.div`
  width: 8rem;
  height: 8rem;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.colors.primary};
  ${media.md} {
    width: 10rem;
    height: 10rem;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Role = styled.p`
  margin: 0.25rem 0 0;
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  color: ${theme.colors.muted};
`;

export const Bio = styled.p`
  max-width: 68ch;
  margin: ${theme.space.sm} 0 0;
`;
