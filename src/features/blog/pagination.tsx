import * as React from "react";
import { blogIndexPath } from "../../lib/page-path";
import * as S from "./pagination.styles";

export function Pagination({ currentPage, pageCount }: { currentPage: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages">
      <S.List>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <S.PageLink to={blogIndexPath(page)} current={page === currentPage} aria-label={`Page ${page}`}>
              {page}
            </S.PageLink>
          </li>
        ))}
      </S.List>
    </nav>
  );
}
