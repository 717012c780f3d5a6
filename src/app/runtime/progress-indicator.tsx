import * as React from "react";
import { styled } from "@linaria/react";
import { useValueStore } from "../../lib/value-store";
import { pageLoading } from "./runtime-state";
import { theme } from "../../theme/theme";
import { useFormat } from "../../i18n/locale-context";

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  z-index: 1000;
  overflow: hidden;
  pointer-events: none;
  @keyframes page-loading-slide {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(100%);
    }
  }
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background: ${theme.colors.highlight};
    animation: page-loading-slide 1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

/** The visible page-loading state (docs/runtime.md); the main region is marked aria-busy at the same time. */
export function ProgressIndicator() {
  const loading = useValueStore(pageLoading, false);
  const { t } = useFormat();
  if (!loading) return null;
  return <Bar role="progressbar" aria-label={t("site.loadingPage")} data-page-loading="" />;
}
