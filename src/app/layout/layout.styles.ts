import styled from "styled-components";

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
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};
`;
