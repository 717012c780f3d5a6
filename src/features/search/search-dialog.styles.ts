import { styled } from "@linaria/react";
import { media, theme } from "../../theme/theme";

/**
 * In the top layer (showModal). Hangs from the top, like the consent dialog, so results growing below the field never
 * move the field; scrolls inside itself on a short screen.
 */
export const Dialog = styled.dialog`
  width: min(44rem, calc(100vw - 1.5rem));
  max-width: none;
  max-height: calc(100dvh - 1.5rem);
  margin: 0.75rem auto auto;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.light};
  color: ${theme.colors.dark};
  box-shadow: 0 1.5rem 4rem rgba(20, 23, 28, 0.35);
  overflow: auto;
  overscroll-behavior: contain;
  @media (min-width: 48rem) and (min-height: 40rem) {
    margin-top: 8dvh;
    max-height: 84dvh;
  }
  &::backdrop {
    background: rgba(20, 23, 28, 0.65);
  }
  &[open] {
    animation: search-dialog-in 0.15s ease-out;
  }
  @keyframes search-dialog-in {
    from {
      opacity: 0;
      transform: translateY(-0.5rem);
    }
  }
  ${media.reducedMotion} {
    &[open] {
      animation: none;
    }
  }
`;

export const Body = styled.div`
  padding: 1.25rem;
  ${media.sm} {
    padding: 1.5rem 2rem 2rem;
  }
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
`;

export const Heading = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: 1.5rem;
  color: ${theme.colors.primary};
`;

export const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.light};
  color: ${theme.colors.primary};
  font-family: ${theme.fonts.accent};
  font-weight: 500;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primary};
    color: ${theme.colors.light};
  }
`;
