import * as React from "react";
import { SafeLink } from "../links/safe-link";

/** A button-styled link to a CMS page; the path comes from the same rule as the page's route. */
export function PageButton({ label, path }: { label: string | null; path: string }) {
  return (
    <p>
      <SafeLink to={path}>{label}</SafeLink>
    </p>
  );
}
