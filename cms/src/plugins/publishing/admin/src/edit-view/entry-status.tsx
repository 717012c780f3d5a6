import { Flex, Link, Typography } from "@strapi/design-system";
import type { PanelEntry } from "../lib/edit-view-panel";
import { PHASE_WORDS } from "../lib/phase-words";
import { usePolled } from "../lib/use-polled";
import type { EntryVerdict, Reply } from "../../../../../contract/publishing-contract";

const WAITING_POLL_MS = 3_000;
const IDLE_POLL_MS = 15_000;

/** What the indicator says for each answer; the wording editors read after pressing Publish (build ids are for the Publishing page's technical details). */
function describe(verdict: EntryVerdict): { headline: string; detail: string | null; color: "success600" | "secondary600" | "neutral600" } {
  if (verdict.state === "live") {
    const where = verdict.pages.length ? `On ${verdict.pages.join(", ")}.` : null;
    const rolledBack = verdict.newerRelease
      ? "The site was rolled back to an earlier release: other entries may be older there until a new build is live."
      : null;
    return { headline: "Live on the site", detail: [where, rolledBack].filter(Boolean).join(" ") || null, color: "success600" };
  }
  if (verdict.state === "waiting") {
    const active = verdict.activeBuild;
    return {
      headline: "Waiting for the site to rebuild…",
      detail: active ? `The new build is ${PHASE_WORDS[active.phase] ?? "on its way"}.` : "A build starts in a few seconds.",
      color: "secondary600",
    };
  }
  if (!verdict.published) {
    return {
      headline: "Not on the site yet",
      detail: verdict.liveBuildId ? "Unpublished: the site still shows it until the next build is live." : "Publish it to put it on the site.",
      color: "neutral600",
    };
  }
  if (verdict.newerRelease) {
    // A rollback put an older release live: this entry's published version is not on the site until a new build is.
    return {
      headline: "The live site is older than the CMS",
      detail: verdict.liveBuildId
        ? "The site was rolled back to an earlier release, which shows an earlier version of this entry. It catches up when a new build is live."
        : "The site was rolled back to an earlier release, which does not show this entry. It appears when a new build is live.",
      color: "neutral600",
    };
  }
  return {
    headline: "Not on the site yet",
    detail: verdict.liveBuildId ? "The site shows an earlier version until the next build is live." : null,
    color: "neutral600",
  };
}

/** The edit view's indicator: whether this document's published version is live, polled while a build is on its way. */
export function EntryStatus({ kind, documentId, revision }: PanelEntry) {
  const { value: reply, error } = usePolled<Reply<EntryVerdict>>(
    `/publishing/entries/${encodeURIComponent(kind)}/${encodeURIComponent(documentId)}`,
    // Soon again while a build is on its way or the publisher did not answer (busy or restarting); rarely once settled.
    (answer) => (answer?.reachable === false || answer?.data.state === "waiting" ? WAITING_POLL_MS : IDLE_POLL_MS),
    revision,
  );

  if (error) return <Typography textColor="danger600">The site status could not be loaded: {error}</Typography>;
  if (!reply) return <Typography textColor="neutral600">Checking the site…</Typography>;
  if (!reply.reachable) return <Typography textColor="warning700">{reply.message}</Typography>;
  const { headline, detail, color } = describe(reply.data);
  return (
    <Flex direction="column" alignItems="stretch" gap={1} role="status" aria-label="On the site">
      <Typography fontWeight="bold" textColor={color}>
        {headline}
      </Typography>
      {detail ? (
        <Typography variant="pi" textColor="neutral600">
          {detail}
        </Typography>
      ) : null}
      {reply.data.liveUrl ? (
        <Link href={reply.data.liveUrl} isExternal>
          {`View on the site: ${reply.data.liveUrl}`}
        </Link>
      ) : null}
    </Flex>
  );
}
