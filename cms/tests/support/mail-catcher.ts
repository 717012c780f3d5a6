/**
 * A real SMTP server for the enquiry tests: maildev (the mail catcher `npm start` runs), in this process. maildev 2
 * keeps its server and its inbox in one module-level object, so stopping the SMTP side and starting it again on the
 * same port keeps what was received; that is how a test takes the SMTP server down and brings it back.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { waitUntil } from "@agency/shared/wait-for-health";

/** A message as maildev parsed it; `envelope.to` is what the SMTP client really asked to deliver to. */
export interface CaughtMail {
  subject: string;
  text: string;
  html?: string;
  to: Array<{ address: string; name: string }>;
  cc?: Array<{ address: string; name: string }>;
  replyTo?: Array<{ address: string; name: string }>;
  headers: Record<string, unknown>;
  envelope: { from: { address: string }; to: Array<{ address: string }> };
}

interface MailServer {
  create(port: number, host: string, mailDir: string): void;
  listen(): Promise<void>;
  smtp: { close(done: () => void): void };
  getAllEmail(done: (error: Error | null, mails: CaughtMail[]) => void): void;
}

type MailDev = (config: Record<string, unknown>) => MailServer;

export interface MailCatcher {
  port: number;
  all(): Promise<CaughtMail[]>;
  /** Waits until `count` messages match (15 s at most), then returns them. */
  waitFor(match: (mail: CaughtMail) => boolean, count?: number): Promise<CaughtMail[]>;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export async function startMailCatcher(port: number, dir: string): Promise<MailCatcher> {
  // maildev is a devDependency of the repository root, next to the scripts that run it for `npm start`.
  const maildev = createRequire(join(__dirname, "..", "..", "..", "package.json"))("maildev") as MailDev;
  const server = maildev({ smtp: port, ip: "127.0.0.1", disableWeb: true, silent: true, mailDirectory: join(dir, "mail") });
  await server.listen();
  const all = () => new Promise<CaughtMail[]>((done, fail) => server.getAllEmail((error, mails) => (error ? fail(error) : done([...mails]))));
  return {
    port,
    all,
    async waitFor(match, count = 1) {
      // At the deadline it answers what it has: the caller's expectation says what was missing.
      let found: CaughtMail[] = [];
      await waitUntil("mail", async () => (found = (await all()).filter(match)).length >= count || "not yet", {
        timeoutMs: 15_000,
        initialDelayMs: 50,
        maxDelayMs: 100,
      });
      return found;
    },
    stop: () => new Promise<void>((done) => server.smtp.close(done)),
    async restart() {
      server.create(port, "127.0.0.1", join(dir, "mail"));
      await server.listen();
    },
  };
}
