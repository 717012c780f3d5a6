import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

export const Accordion = styled.section`
  max-width: 52rem;
  margin: ${theme.space.xl} 0;
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
`;

export const Item = styled.div`
  border-top: 1px solid ${theme.colors.rule};
  &:last-child {
    border-bottom: 1px solid ${theme.colors.rule};
  }
`;

export const ItemHeading = styled.h3`
  margin: 0;
  font-size: ${theme.type.lead};
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  padding: 1.1rem 0.25rem;
  border: 0;
  background: none;
  font-family: ${theme.fonts.heading};
  font-size: inherit;
  font-weight: 600;
  color: ${theme.colors.primary};
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 0.3s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  &:hover span {
    text-decoration: underline;
    text-decoration-color: ${theme.colors.highlight};
    text-underline-offset: 0.2em;
  }
`;

export const Panel = styled.div``;

export const PanelBody = styled.div`
  padding: 0 0.25rem 1.25rem;
`;
