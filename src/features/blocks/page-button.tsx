import * as React from "react";
import { PageButtonLink } from "./page-button.styles";
import { ArrowRight } from "../../theme/icons/arrow-right";

/** A button-styled link to a CMS page; the path comes from the same rule as the page's route. */
export function PageButton({ label, path }: { label: string | null; path: string }) {
  if (!label) return null;
  return (
    <p>
      <PageButtonLink to={path}>
        {label}
        <span aria-hidden="true">
          <ArrowRight />
        </span>
      </PageButtonLink>
    </p>
  );
}
