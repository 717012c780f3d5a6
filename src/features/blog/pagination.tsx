import * as React from "react";
import { blogListingPagePath, type BlogListing } from "@agency/cms/contract/blog-paths";
import * as S from "./pagination.styles";
import { useFormat, useLocalizedPath } from "../../i18n/locale-context";

interface PaginationProps {
  /** The listing paginated: the blog index, a category, a tag or an author. */
  listing: BlogListing;
  currentPage: number;
  pageCount: number;
}

/**
 * A listing's pages: Previous, every page number, Next. The current page is marked `aria-current="page"` and is not a
 * link; the first page has no Previous and the last no Next. One page, no navigation.
 */
export function Pagination({ listing, currentPage, pageCount }: PaginationProps) {
  const { t } = useFormat();
  const localized = useLocalizedPath();
  if (pageCount <= 1) return null;
  const pathOf = (page: number) => localized(blogListingPagePath(listing, page));
  return (
    <S.Nav aria-label={t("blog.pagination")}>
      <S.List>
        {currentPage > 1 && (
          <li>
            <S.StepLink to={pathOf(currentPage - 1)} rel="prev" aria-label={t("blog.previousPageLabel")}>
              {t("blog.previousPage")}
            </S.StepLink>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            {page === currentPage ? (
              <S.Current aria-current="page">{page}</S.Current>
            ) : (
              <S.PageLink to={pathOf(page)} aria-label={t("blog.page", { page })}>
                {page}
              </S.PageLink>
            )}
          </li>
        ))}
        {currentPage < pageCount && (
          <li>
            <S.StepLink to={pathOf(currentPage + 1)} rel="next" aria-label={t("blog.nextPageLabel")}>
              {t("blog.nextPage")}
            </S.StepLink>
          </li>
        )}
      </S.List>
    </S.Nav>
  );
}
