import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.dark};
    background: ${({ theme }) => theme.colors.light};
    line-height: 1.6;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; height: auto; }
  .skip-link {
    position: absolute; left: 1rem; top: -4rem; z-index: 100;
    padding: 0.5rem 1rem; background: ${({ theme }) => theme.colors.dark}; color: ${({ theme }) => theme.colors.light};
  }
  .skip-link:focus { top: 1rem; }
  main:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { scroll-behavior: auto !important; }
  }
`;
