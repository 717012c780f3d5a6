import { runCheckedBuild } from "./build/checked-build";
import { loadConfig } from "./config/load-config";
import { deployLive } from "./deploy/deploy-live";
import { rollbackDeployer } from "./deploy/deploy-to-bucket";
import { currentLinkPath } from "./release/release-paths";
import { runRollback } from "./release/run-rollback";
import { startStaticServer } from "./serve/static-server";
import { formatStatus } from "./status/format-status";
import { StatusStore } from "./status/status-store";
import { consoleLogger } from "./util/logger";
import { startPublisher } from "./main";

const USAGE = `usage: npx tsx publisher/src/cli.ts <command>
  status [--json]  live release, last success/failure (with log tail), queue state
  build            one checked build now (waits for the build lock)
  rollback         point current at the previous release (deployed to the bucket first, when one is set)
  deploy           deploy the live release to the bucket now (DEPLOY_S3_BUCKET; e.g. a bucket just configured)
  serve            static server for releases/current only
  start            webhook receiver + static server (+ first build when nothing is live)`;

function untilSignal(close: () => Promise<void>): void {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const log = consoleLogger();
  switch (command) {
    case "status": {
      const config = loadConfig();
      const status = await new StatusStore(config.stateDir).describe(config);
      console.log(rest.includes("--json") ? JSON.stringify(status, null, 2) : formatStatus(status));
      return 0;
    }
    case "build": {
      const config = loadConfig();
      const outcome = await runCheckedBuild({ config, status: new StatusStore(config.stateDir), log }, [{ reason: "cli build", at: Date.now() }]);
      return outcome.ok ? 0 : 1;
    }
    case "rollback": {
      const config = loadConfig();
      const { releasesDir, stateDir } = config;
      const status = new StatusStore(stateDir);
      const result = await runRollback({ releasesDir, stateDir, status, lockWaitMs: 120_000, deploy: rollbackDeployer(config, status, log) });
      log.info(`rolled back: ${result.from} → ${result.to}`);
      return 0;
    }
    case "deploy": {
      const config = loadConfig();
      await deployLive(config, new StatusStore(config.stateDir), log);
      return 0;
    }
    case "serve": {
      const config = loadConfig();
      const site = await startStaticServer({
        root: currentLinkPath(config.releasesDir),
        host: config.siteHost,
        port: config.sitePort,
        log,
      });
      log.info(`site: ${site.url}/`);
      untilSignal(site.close);
      return -1;
    }
    case "start": {
      const publisher = await startPublisher(loadConfig(), { log });
      log.info(`site:    ${publisher.siteUrl}`);
      log.info(`webhook: ${publisher.webhookUrl}`);
      log.info(`status:  ${publisher.statusUrl}`);
      untilSignal(publisher.close);
      return -1;
    }
    default:
      console.error(USAGE);
      return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // -1: a server keeps the process alive until a signal.
    if (code >= 0) process.exit(code);
  },
  (error: Error) => {
    console.error(`[publisher] ${error.message}`);
    process.exit(1);
  },
);
