import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";
import { SafeLink } from "../../components/links/safe-link";

export const Footer = styled.footer`
  background: ${theme.colors.dark};
  color: ${theme.colors.light};
  padding: ${theme.space.xl} 0 ${theme.space.lg};
  a {
    color: ${theme.colors.light};
    text-decoration-color: rgba(255, 255, 255, 0.45);
  }
  a:hover {
    text-decoration-color: ${theme.colors.highlight};
  }
  :focus-visible {
    outline-color: ${theme.colors.highlight};
  }
`;

export const Inner = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: ${theme.wrapMaxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: 0 ${theme.space.lg};
  }
  ${media.lg} {
    grid-template-columns: 1.4fr repeat(3, minmax(0, 1fr));
  }
`;

export const Column = styled.div``;

export const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
`;

export const BrandMark = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: ${theme.colors.light};
  .mark {
    width: 2.5rem;
    height: 2.5rem;
    /* As the header shows it on navy (the open mobile menu): a light disc, so the brand reads the same everywhere. */
    color: ${theme.colors.light};
  }
  .wordmark {
    width: 8.75rem;
    height: auto;
    aspect-ratio: 152 / 28;
  }
`;

export const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.highlight};
`;

export const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 0.5rem;
  }
`;

export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Consultation = styled(SafeLink)`
  display: inline-block;
  padding: 0.65rem 1.2rem;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.highlight};
  font-family: ${theme.fonts.accent};
  font-weight: 600;
  text-decoration: none;
  &&& {
    color: ${theme.colors.dark};
  }
  &:hover {
    background: ${theme.colors.light};
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  max-width: ${theme.wrapMaxWidth};
  margin: ${theme.space.lg} auto 0;
  padding: ${theme.space.md} ${theme.space.md} 0;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: ${theme.type.meta};
  ${media.md} {
    padding: ${theme.space.md} ${theme.space.lg} 0;
  }
`;

export const Copyright = styled.p`
  margin: 0;
`;

/** A button that reads as the links beside it (the legal row's "Cookie settings"). */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.light};
  font: inherit;
  text-decoration: underline;
  text-decoration-color: rgba(255, 255, 255, 0.45);
  text-underline-offset: 0.18em;
  cursor: pointer;
  &:hover {
    text-decoration-color: ${theme.colors.highlight};
  }
`;

/** The company's registration, the legal row's last line. */
export const Company = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: rgba(255, 255, 255, 0.8);
`;
