import * as React from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "../theme/theme";
import { ConsentRoot } from "../features/consent/consent-root";

/** Providers shared by every page, on the server and in the browser. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ConsentRoot>{children}</ConsentRoot>
    </ThemeProvider>
  );
}
