import { Typography } from "@strapi/design-system";
import { describeTrigger } from "../lib/describe-trigger";
import { formatWhen } from "../lib/format-time";
import type { PublisherStatus } from "../../../../../contract/publishing-contract";
import { releaseName } from "../lib/release-name";
import { Fact, SectionCard } from "./section-card";
import { TechnicalDetails } from "./technical-details";

/**
 * What visitors see now, in editors' words: since when, how many pages, what brought it, and a rollback that put it
 * there. The build id is folded away with the developers' detail.
 */
export function LiveRelease({ status }: { status: PublisherStatus }) {
  const { live, lastRollback, lastSuccess, history } = status;
  const entry = history?.find((release) => release.live);
  const builtLast = lastSuccess?.buildId === live.buildId ? lastSuccess : null;
  const pages = entry?.pageCount ?? builtLast?.pageCount ?? null;
  const rolledBack = lastRollback && lastRollback.to === live.buildId ? lastRollback : null;
  return (
    <SectionCard title="Live release" id="publishing-live-release">
      {live.buildId ? (
        <>
          <Fact label="Live since">{formatWhen(live.since)}</Fact>
          <Fact label="Pages">{pages === null ? "unknown" : String(pages)}</Fact>
          {builtLast ? <Fact label="Brought by">{describeTrigger(builtLast.trigger)}</Fact> : null}
          {rolledBack ? (
            <Typography variant="pi" textColor="neutral600">
              {`Rolled back on ${formatWhen(rolledBack.at)}${rolledBack.requestedBy ? ` by ${rolledBack.requestedBy}` : ""}, from ${releaseName(rolledBack.from, history)}.`}
            </Typography>
          ) : null}
          <TechnicalDetails value="live-release">
            <Fact label="Build">{live.buildId}</Fact>
            {rolledBack ? <Fact label="Rolled back from build">{rolledBack.from}</Fact> : null}
          </TechnicalDetails>
        </>
      ) : (
        <Typography>Nothing is live yet: the site appears after its first successful build.</Typography>
      )}
    </SectionCard>
  );
}
