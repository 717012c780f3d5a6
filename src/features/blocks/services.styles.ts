import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg} ${theme.space.md};
  border: 1px solid ${theme.colors.rule};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.light};
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  &:has(a:hover) {
    border-color: ${theme.colors.secondary};
    box-shadow: 0 0.75rem 2rem -1.25rem rgb(20 23 28 / 0.35);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.tertiary};
  color: ${theme.colors.secondary};
`;

export const Title = styled.h3`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.type.title};
  font-weight: 600;
`;

export const Text = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
