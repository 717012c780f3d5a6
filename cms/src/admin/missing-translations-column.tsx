import { Flex, Link, Typography } from "@strapi/design-system";
import type { MouseEvent, ReactNode } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { languageName } from "../lib/locale-names";
import { missingLocales, searchInLocale } from "./missing-translations";

/** A list-view row of a localized type: the version listed and its other translations. */
interface Row {
  documentId?: unknown;
  locale?: unknown;
  localizations?: Array<{ locale?: unknown }> | null;
}

interface Header {
  attribute: { type: string };
  label: { id: string; defaultMessage: string };
  name: string;
  searchable: boolean;
  sortable: boolean;
  cellFormatter: (row: Row) => ReactNode;
}

/** What Strapi's list view passes through the "inject-column-in-table" hook. */
export interface ListColumns {
  displayedHeaders: unknown[];
  layout: { options?: { i18n?: { localized?: boolean } } };
}

/** The content manager's hook for a list view's extra columns (the i18n plugin adds "Available in" through it). */
export const INJECT_COLUMN_IN_TABLE = "Admin/CM/pages/ListView/inject-column-in-table";

const stopRowClick = (event: MouseEvent): void => event.stopPropagation();

function MissingCell({ row }: { row: Row }) {
  const location = useLocation();
  const codes = missingLocales(row.locale, row.localizations);
  if (codes.length === 0 || typeof row.documentId !== "string") return <Typography textColor="neutral600">None</Typography>;
  const documentId = row.documentId;
  return (
    <Flex gap={2} wrap="wrap">
      {codes.map((code) => (
        <Link
          key={code}
          tag={NavLink}
          to={{ pathname: documentId, search: searchInLocale(location.search, code) }}
          onClick={stopRowClick}
          title={`Write the ${languageName(code)} version`}
        >
          {languageName(code)}
        </Link>
      ))}
    </Flex>
  );
}

/**
 * A "Missing in" column beside Strapi's "Available in" in the list view of every localized type: the site's
 * languages each entry has no version in, each a link that opens that version to write. An entry missing nothing
 * says "None".
 */
export const addMissingTranslationsColumn = ({ displayedHeaders, layout }: ListColumns): ListColumns => {
  if (!layout.options?.i18n?.localized) return { displayedHeaders, layout };
  const column: Header = {
    attribute: { type: "string" },
    label: { id: "agency.list-view.missing-translations", defaultMessage: "Missing in" },
    name: "missingTranslations",
    searchable: false,
    sortable: false,
    cellFormatter: (row) => <MissingCell row={row} />,
  };
  return { displayedHeaders: [...displayedHeaders, column], layout };
};
