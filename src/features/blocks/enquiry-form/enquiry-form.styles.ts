import { styled } from "@linaria/react";
import { media, theme } from "../../../theme/theme";

export const Enquiry = styled.section`
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tertiary};
  ${media.md} {
    padding: ${theme.space.lg};
  }
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.type.heading};
  font-weight: 500;
`;

export const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
`;

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

/** Two fields side by side from the md screen, stacked on a phone. */
export const Pair = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  align-content: start;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;

const control = `
  width: 100%;
  min-height: 2.75rem;
  padding: 0.6rem 0.75rem;
  border: 2px solid ${theme.colors.muted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.light};
  color: ${theme.colors.dark};
  font: inherit;
  &[aria-invalid="true"] {
    border-color: #b42318;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

/** Dark red on the light backgrounds (7.1:1 on tertiary), and never colour alone: the text says what is wrong. */
export const FieldError = styled.p`
  margin: 0;
  color: #b42318;
  font-weight: 600;
`;

export const Consent = styled.div`
  display: grid;
  gap: 0.35rem;
`;

export const Check = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  align-items: flex-start;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    flex: none;
    accent-color: ${theme.colors.primary};
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.type.meta};
  a {
    color: ${theme.colors.primary};
  }
`;

/** The honeypot: off screen, not display:none (some software skips hidden fields). */
export const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Failure = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border-left: 6px solid #b42318;
  background: ${theme.colors.light};
  color: #b42318;
  font-weight: 600;
`;

export const Submit = styled.button`
  justify-self: start;
  padding: 0.85rem 1.5rem;
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.light};
  font-family: ${theme.fonts.accent};
  font-size: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 0.2s ease;
  &:hover {
    background: ${theme.colors.secondary};
  }
  &[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.8;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Success = styled.div`
  padding: ${theme.space.md};
  border-left: 6px solid ${theme.colors.secondary};
  background: ${theme.colors.light};
  p {
    margin: 0;
  }
`;

export const SuccessHeading = styled.h3`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.type.title};
  &:focus {
    outline: none;
  }
`;

/** The message's limit, then its live count once the script runs; dark red with "too many" when over. */
export const Counter = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.type.meta};
  font-variant-numeric: tabular-nums;
  &[data-over="true"] {
    color: #b42318;
    font-weight: 600;
  }
`;

/**
 * A refusal notice for a form sent without JavaScript (refusal-notices.tsx): hidden until the address's fragment
 * targets it, which the CMS's redirect does; CSS alone shows it. Clear of a sticky header when scrolled to.
 */
export const Refusal = styled.div`
  display: none;
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.md};
  border-left: 6px solid #b42318;
  background: ${theme.colors.light};
  scroll-margin-top: 8rem;
  &:target {
    display: block;
  }
  p {
    margin: 0 0 ${theme.space.xs};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

export const RefusalHeading = styled.h3`
  margin: 0 0 ${theme.space.xs};
  color: #b42318;
  font-size: ${theme.type.title};
`;

export const RefusalContacts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
