import * as React from "react";
import { blogIndexPath } from "../../lib/page-path";
import { SafeLink } from "../links/safe-link";

export function Pagination({ currentPage, pageCount }: { currentPage: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages">
      <ul>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <SafeLink to={blogIndexPath(page)} current={page === currentPage} aria-label={`Page ${page}`}>
              {page}
            </SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
