import { formatStatus } from "../../src/status/format-status";
import type { PublisherStatus } from "../../src/status/status-types";

const LIVE = "20261122-090000-000-cccc";

const status = (retention: PublisherStatus["retention"]): PublisherStatus => ({
  lastSuccess: null,
  lastFailure: null,
  activeBuild: null,
  queue: null,
  lastEvent: null,
  lastAudit: null,
  lastRollback: null,
  lastDeploy: null,
  lastDeployFailure: null,
  updatedAt: null,
  live: { buildId: LIVE, since: "2026-11-22T09:01:00.000Z", releases: ["20261121-090000-000-bbbb", LIVE] },
  history: [],
  liveLinks: null,
  liveBehind: null,
  retention,
});

describe("cli status: the releases kept and what they cost on disk", () => {
  test("how many of how many, the disk they take, the live release's share and the history's", () => {
    const lines = formatStatus(status({ keep: 20, kept: 2, diskBytes: 17_250_000, liveBytes: 16_345_810 })).split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "live:         20261122-090000-000-cccc (since 2026-11-22T09:01:00.000Z)",
      "releases:     20261121-090000-000-bbbb, 20261122-090000-000-cccc",
      "kept:         2 of 20 releases, 17.3 MB on disk (live 16.3 MB, history 0.9 MB)",
    ]);
  });

  test("a disk use that could not be measured says so", () => {
    expect(formatStatus(status({ keep: 5, kept: 0, diskBytes: null, liveBytes: null })).split("\n")[2]).toBe("kept:         0 of 5 releases, disk use unknown");
    expect(formatStatus(status({ keep: 5, kept: 1, diskBytes: 4_000_000, liveBytes: null })).split("\n")[2]).toBe(
      "kept:         1 of 5 releases, 4.0 MB on disk",
    );
  });
});
