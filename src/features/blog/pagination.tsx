import * as React from "react";
import { blogIndexPath } from "../../lib/page-path";
import * as S from "./pagination.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

export function Pagination({ currentPage, pageCount }: { currentPage: number; pageCount: number }) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("blog.pagination")}>
      <S.List>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <S.PageLink to={localized(blogIndexPath(page))} current={page === currentPage} aria-label={t("blog.page", { page })}>
              {page}
            </S.PageLink>
          </li>
        ))}
      </S.List>
    </nav>
  );
}
