import { Badge, Table, Tbody, Td, Th, Thead, Tr, Typography } from "@strapi/design-system";
import { formatWhen } from "../lib/format-time";
import type { ReleaseHistoryEntry, ReleaseRetention } from "../../../../../contract/publishing-contract";
import { retentionLine } from "../lib/history-words";
import { releaseName } from "../lib/release-name";
import { ChangeList } from "./change-list";
import { RollbackDialog } from "./rollback-dialog";
import { SectionCard } from "./section-card";

interface ReleaseHistoryProps {
  history: ReleaseHistoryEntry[];
  /** How many releases are kept and their disk cost; absent from a publisher older than it. */
  retention?: ReleaseRetention | null;
  canTrigger: boolean;
  onChange: () => Promise<void>;
}

/** The kept releases, newest first, each with what it changed; any but the live one can be put back live. */
export function ReleaseHistory({ history, retention, canTrigger, onChange }: ReleaseHistoryProps) {
  const liveBuildId = history.find((release) => release.live)?.buildId ?? null;
  const liveName = liveBuildId ? releaseName(liveBuildId, history) : "the live release";
  return (
    <SectionCard title="Release history" id="publishing-release-history">
      {retention ? <Typography textColor="neutral600">{retentionLine(retention)}</Typography> : null}
      {history.length === 0 ? (
        <Typography>No releases are kept yet.</Typography>
      ) : (
        <Table colCount={4} rowCount={history.length + 1}>
          <Thead>
            <Tr>
              <Th>
                <Typography variant="sigma">Released</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">What changed</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">Pages</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">Action</Typography>
              </Th>
            </Tr>
          </Thead>
          <Tbody>
            {history.map((release) => (
              <Tr key={release.buildId}>
                <Td>
                  <Typography tag="p">{release.releasedAt ? formatWhen(release.releasedAt) : "unknown"}</Typography>
                  {/* The build id, small: the publisher's logs and developers name releases by it. */}
                  <Typography tag="p" variant="pi" textColor="neutral600">{`Build ${release.buildId}`}</Typography>
                </Td>
                <Td style={{ whiteSpace: "normal" }}>
                  {release.changes ? (
                    <ChangeList changes={release.changes} mode="release" label={`Changes in ${releaseName(release.buildId, history)}`} limit={4} />
                  ) : (
                    <Typography textColor="neutral600">Not known: no earlier release is kept to compare it with.</Typography>
                  )}
                </Td>
                <Td>
                  <Typography>{release.pageCount === null ? "unknown" : String(release.pageCount)}</Typography>
                </Td>
                <Td>
                  {release.live ? (
                    <Badge variant="success">Live now</Badge>
                  ) : (
                    <RollbackDialog
                      buildId={release.buildId}
                      name={releaseName(release.buildId, history)}
                      liveName={liveName}
                      allowed={canTrigger}
                      onDone={onChange}
                    />
                  )}
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
