import * as React from "react";
import { styled } from "@linaria/react";
import { media, theme } from "./theme";

/** Which of the page's three widths a piece of content takes (docs/architecture.md, "Layout"). */
export type ColumnWidth = "reading" | "wide" | "full";

/**
 * One column of the page layout: the reading column for long text, the wide frame for media and cards, or the
 * full bleed for bands of colour. The reading column starts on the wide frame's left edge rather than centred, so
 * a hero's heading and the text under it share one left edge. Vertical margins of what is
 * inside still collapse through it, so the blocks keep one rhythm whatever their width.
 */
const ColumnBox = styled.div`
  margin-inline: auto;
  width: min(${theme.measure.wide}, 100% - 2 * ${theme.gutter.base});
  ${media.md} {
    width: min(${theme.measure.wide}, 100% - 2 * ${theme.gutter.md});
  }
  &[data-column="reading"] {
    width: min(${theme.measure.reading}, 100% - 2 * ${theme.gutter.base});
    margin-inline: max(${theme.gutter.base}, (100% - ${theme.measure.wide}) / 2) auto;
    ${media.md} {
      width: min(${theme.measure.reading}, 100% - 2 * ${theme.gutter.md});
      margin-inline-start: max(${theme.gutter.md}, (100% - ${theme.measure.wide}) / 2);
    }
  }
  &[data-column="full"] {
    width: 100%;
  }
`;

export function Column({ width, children }: { width: ColumnWidth; children: React.ReactNode }) {
  return <ColumnBox data-column={width}>{children}</ColumnBox>;
}

/**
 * Inside a full-bleed column a band keeps its content in the wide frame: its padding grows with the screen.
 * Elsewhere (a post's wide frame) the same band is a rounded panel.
 */
export const bleedsInFullColumn = `
  [data-column="full"] > & {
    border-radius: 0;
    padding-inline: max(${theme.gutter.base}, (100% - ${theme.measure.wide}) / 2);
    ${media.md} {
      padding-inline: max(${theme.gutter.md}, (100% - ${theme.measure.wide}) / 2);
    }
  }
`;
