import { Flex, Typography } from "@strapi/design-system";
import { useFetchClient } from "@strapi/strapi/admin";
import { useEffect, useState, type ReactNode } from "react";
import { formatMinute } from "../lib/format-time";
import { SCHEDULE_KINDS, type ScheduledAction, type ScheduleKind, type ScheduleList } from "../lib/schedule-types";
import { entryScheduleWords } from "./schedule-words";

/** The content manager's hook for a list view's extra columns (Strapi's i18n and review-workflows plugins use it too). */
export const INJECT_COLUMN_IN_TABLE = "Admin/CM/pages/ListView/inject-column-in-table";

/** What the hook passes along: the headers so far, and the list layout (which does not name the content type). */
interface ListColumns {
  displayedHeaders: unknown[];
  layout: unknown;
}

/** A list-view row of a page or post: the document and the translation listed. */
interface Row {
  documentId?: unknown;
  locale?: unknown;
}

/** One GET for a whole page of rows: the cells of one list share the answer for a few seconds. */
const SHARED_MS = 5_000;
let shared: { at: number; pending: Promise<ScheduledAction[]> } | null = null;

function usePendingActions(): ScheduledAction[] | null {
  const { get } = useFetchClient();
  const [pending, setPending] = useState<ScheduledAction[] | null>(null);
  useEffect(() => {
    let mounted = true;
    if (!shared || Date.now() - shared.at > SHARED_MS) {
      shared = { at: Date.now(), pending: get<{ data: ScheduleList }>("/publishing/schedule").then(({ data }) => data.data.pending) };
    }
    // Without the Publishing plugin's read permission (403) or with the CMS away, the column stays empty.
    shared.pending.then(
      (list) => mounted && setPending(list),
      () => mounted && setPending([]),
    );
    return () => {
      mounted = false;
    };
  }, [get]);
  return pending;
}

function ScheduledCell({ kind, row }: { kind: ScheduleKind; row: Row }) {
  const pending = usePendingActions();
  const words =
    pending && typeof row.documentId === "string" && typeof row.locale === "string"
      ? entryScheduleWords(pending, { kind, documentId: row.documentId, locale: row.locale }, formatMinute)
      : [];
  if (words.length === 0) return <Typography textColor="neutral600">-</Typography>;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      {words.map((line) => (
        <Typography key={line} textColor="secondary700" fontWeight="semiBold">
          {line}
        </Typography>
      ))}
    </Flex>
  );
}

/**
 * The content type a list view shows, from the admin's address (…/collection-types/api::page.page): the hook's
 * layout does not carry it, and the hook runs while the list view renders, so the address is the list's.
 */
const listedKind = (pathname: string): ScheduleKind | undefined => {
  const uid = /\/collection-types\/([^/?#]+)/.exec(decodeURIComponent(pathname))?.[1];
  return uid ? SCHEDULE_KINDS[uid] : undefined;
};

/**
 * A "Scheduled" column in the list views of pages and posts: "Scheduled for 1 Dec 2026, 04:15", "Unpublish
 * scheduled for …" for the translation each row lists (GET /publishing/schedule's pending actions), "-" otherwise.
 */
export const addScheduledColumn = ({ displayedHeaders, layout }: ListColumns): ListColumns => {
  const kind = listedKind(window.location.pathname);
  if (!kind) return { displayedHeaders, layout };
  const column = {
    attribute: { type: "string" },
    label: { id: "publishing.list-view.scheduled", defaultMessage: "Scheduled" },
    name: "publishingScheduled",
    searchable: false,
    sortable: false,
    cellFormatter: (row: Row): ReactNode => <ScheduledCell kind={kind} row={row} />,
  };
  return { displayedHeaders: [...displayedHeaders, column], layout };
};
