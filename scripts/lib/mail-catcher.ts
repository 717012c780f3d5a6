import { spawn } from "node:child_process";
import { waitForHealth } from "@agency/shared/wait-for-health";
import { captureOutput } from "@agency/shared/process-output";
import { freePort } from "./child";

export interface MailCatcher {
  smtpHost: string;
  smtpPort: number;
  /** maildev's web inbox; its REST API lists the messages at `${inboxUrl}/email`. */
  inboxUrl: string;
  /** The environment that points the CMS's email at this catcher (cms/config/plugins.ts reads it). */
  cmsEnv: Record<string, string>;
  stop(): Promise<void>;
}

// maildev is run as its own process: its module installs SIGINT/SIGTERM handlers that exit the whole process.
// Stdin is a pipe that closes when this process dies, and the child leaves then (no orphan SMTP server).
const CHILD = `
const MailDev = require("maildev");
const [smtp, web] = process.argv.slice(1).map(Number);
new MailDev({ smtp, web, ip: "127.0.0.1", silent: true }).listen();
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
`;

/**
 * A real SMTP server with a web inbox (maildev, docs/enquiries.md): `npm start` shows a newcomer the enquiry
 * emails arrive, and the e2e tests read what the CMS sent. The ports asked for when free, else free ones.
 */
export async function startMailCatcher(options: { smtpPort?: number; webPort?: number; log?: string } = {}): Promise<MailCatcher> {
  const smtpPort = await freePort(options.smtpPort);
  const webPort = await freePort(options.webPort);
  const child = spawn(process.execPath, ["-e", CHILD, String(smtpPort), String(webPort)], { stdio: ["pipe", "pipe", "pipe"] });
  const output = captureOutput(child, { echo: false, file: options.log, append: true });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    output.close();
  };
  const health = await waitForHealth(`${inboxUrl}/healthz`, { timeoutMs: 60_000, exited });
  if (!health.ok) {
    await stop();
    throw new Error(`The mail catcher (maildev) did not start: ${health.lastError}\n${output.tail()}`);
  }
  return {
    smtpHost: "127.0.0.1",
    smtpPort,
    inboxUrl,
    cmsEnv: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtpPort), SMTP_SECURE: "false" },
    stop,
  };
}
