import styled from "styled-components";

/** Footer at the bottom of short pages. */
export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Main = styled.main`
  flex: 1 0 auto;
  padding-bottom: ${({ theme }) => theme.space.xl};
`;
