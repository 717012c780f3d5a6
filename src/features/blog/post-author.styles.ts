import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

export const Author = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
`;

/** The author's initials in the navy disc the logo uses: a portrait's place when the author has none. */
export const Initials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${theme.colors.primary};
  color: ${theme.colors.light};
  font-size: ${theme.type.meta};
  font-weight: 600;
  letter-spacing: 0.02em;
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
`;

export const Name = styled.span`
  font-weight: 600;
  color: ${theme.colors.dark};
  a {
    color: inherit;
  }
`;

/** The author's portrait: a round crop the size of the initials' disc. */
export const Portrait = styled.span`
  display: block;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.colors.primary};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
