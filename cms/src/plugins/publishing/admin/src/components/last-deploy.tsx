import { Typography } from "@strapi/design-system";
import { formatDuration, formatWhen } from "../lib/format-time";
import type { DeployRecord, ReleaseHistoryEntry } from "../../../../../contract/publishing-contract";
import { releaseName } from "../lib/release-name";
import { Fact, SectionCard } from "./section-card";
import { TechnicalDetails } from "./technical-details";

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** What the last upload to the site's storage did: only changed files travel, old ones stay for open tabs a while. */
export function LastDeploy({ deploy, history }: { deploy: DeployRecord; history: ReleaseHistoryEntry[] | undefined }) {
  return (
    <SectionCard title="Last upload to the site's storage" id="publishing-last-deploy">
      <Fact label="Release">{`${releaseName(deploy.buildId, history)}${deploy.reason === "rollback" ? " (a rollback)" : ""}`}</Fact>
      <Fact label="Finished">{formatWhen(new Date(Date.parse(deploy.startedAt) + deploy.durationMs).toISOString())}</Fact>
      <Fact label="Upload time">{formatDuration(deploy.durationMs)}</Fact>
      <Fact label="Uploaded">{`${deploy.uploaded} files, ${megabytes(deploy.uploadedBytes)}`}</Fact>
      <Fact label="Unchanged">{`${deploy.unchanged} files`}</Fact>
      <Fact label="Deleted">{`${deploy.deleted} files, ${megabytes(deploy.deletedBytes)}; ${deploy.inGrace} kept a while for visitors with the site open`}</Fact>
      {deploy.purge ? <Fact label="CDN refresh">{deploy.purge}</Fact> : null}
      {deploy.purge && deploy.purge !== "done" ? (
        <Typography variant="pi" textColor="neutral600">
          The site is live; the CDN shows the new pages once its copies expire.
        </Typography>
      ) : null}
      <TechnicalDetails value="last-deploy">
        <Fact label="Build">{deploy.buildId}</Fact>
        <Fact label="Storage">{deploy.target}</Fact>
      </TechnicalDetails>
    </SectionCard>
  );
}
