import * as React from "react";
import { RichText } from "./rich-text";

/** A section with an anchor editors place (e.g. #free-consultation on the home page). */
export function Section({ anchor, heading, html }: { anchor: string | null; heading?: string | null; html?: string | null }) {
  return (
    <section id={anchor ?? undefined} aria-labelledby={heading && anchor ? `${anchor}-heading` : undefined}>
      {heading && <h2 id={anchor ? `${anchor}-heading` : undefined}>{heading}</h2>}
      <RichText html={html} />
    </section>
  );
}
