import { styled } from "@linaria/react";
import { SafeLink } from "../../components/links/safe-link";
import { media, theme } from "../../theme/theme";
import { coverFrame } from "./cover.styles";

/**
 * Two widths for the whole post: a reading column (~68 characters a line) for the header and the text,
 * and a wide frame (the cover, what to read next, the call to action), both centred in the wrap.
 */
const READING_COLUMN = "68ch";
const WIDE = "64rem";

/** The header's font size is the body's, so both columns' 68ch are the same width and their edges align. */
export const Header = styled.header`
  max-width: ${READING_COLUMN};
  font-size: ${theme.type.lead};
  margin: 0 auto;
  h1 {
    margin: ${theme.space.md} 0 ${theme.space.md};
  }
`;

export const BackLink = styled(SafeLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  font-weight: 600;
  text-decoration: none;
  span {
    /* The drawn arrow sits on the label's centre line, not on a text baseline. */
    display: flex;
    transition: transform 0.2s ease;
  }
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${theme.colors.secondary};
  }
  &:hover span {
    transform: translateX(-3px);
  }
`;

/** Author on the left, date and reading time after it; wraps to two lines on a phone. */
export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  font-family: ${theme.fonts.accent};
  font-size: ${theme.type.meta};
  color: ${theme.colors.muted};
`;

export const Facts = styled.p`
  margin: 0;
`;

export const Dot = styled.span`
  margin: 0 0.5em;
`;

/** The cover sits a full step below the date line, never against it. */
export const Cover = styled.div`
  ${coverFrame}
  max-width: ${WIDE};
  margin: ${theme.space.lg} auto 0;
  border-radius: ${theme.radii.md};
`;

export const Body = styled.div`
  max-width: ${READING_COLUMN};
  margin: ${theme.space.lg} auto 0;
  font-size: ${theme.type.lead};
  line-height: 1.7;
  ${media.md} {
    margin-top: ${theme.space.xl};
  }
`;

export const Wide = styled.div`
  max-width: ${WIDE};
  margin: ${theme.space.xl} auto 0;
  ${media.md} {
    margin-top: ${theme.space.xxl};
  }
`;
