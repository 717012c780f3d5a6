import * as React from "react";

/**
 * The page's one visible h1 (docs/content-model.md, blocks.hero). A page that opens with a hero has none here: the
 * hero's headline is the h1, so nothing is hidden and nothing is shown twice.
 */
export function PageTitle({ title, opensWithHero }: { title: string | null; opensWithHero: boolean }) {
  return opensWithHero ? null : <h1>{title}</h1>;
}
