import styled from "styled-components";
import { SafeLink } from "../../components/links/safe-link";

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.rule};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.light};
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  &:has(a:hover) {
    border-color: ${({ theme }) => theme.colors.secondary};
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
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.tertiary};
  color: ${({ theme }) => theme.colors.secondary};
`;

export const Title = styled.h3`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: 1.3rem;
  font-weight: 600;
`;

/** The whole card is the link's target area; the title stays the link's name. */
export const TitleLink = styled(SafeLink)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.highlight};
    text-underline-offset: 0.2em;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
