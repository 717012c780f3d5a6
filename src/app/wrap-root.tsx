import * as React from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "../theme/theme";
import { GlobalStyle } from "../theme/global-style";
import { ConsentRoot } from "../features/consent/consent-root";

/** Providers shared by every page, on the server and in the browser. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ConsentRoot>{children}</ConsentRoot>
    </ThemeProvider>
  );
}
