import { styled } from "@linaria/react";
import { theme } from "../../theme/theme";

/** Footer at the bottom of short pages. */
export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * One vertical rhythm for every template (docs/architecture.md, "Layout"): the page starts 2.5rem below the header,
 * whatever comes first — breadcrumbs, a hero, a title — and that first thing adds no margin of its own.
 */
export const Main = styled.main`
  flex: 1 0 auto;
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.xl};
`;
