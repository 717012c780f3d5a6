import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

type Env = Record<string, string | undefined>;

/** Shortest token accepted: 32 hex chars = 128 bits, enough that guessing is not a threat. */
const MIN_TOKEN_LENGTH = 32;

/**
 * The webhook token comes from PUBLISHER_WEBHOOK_TOKEN. In production it is required (a
 * generated one would be unknown to the CMS). For local use one is generated once and kept in
 * `<stateDir>/webhook-token` (mode 0600) so a restart keeps the CMS webhook working.
 */
export function resolveWebhookToken(env: Env, stateDir: string): string {
  const fromEnv = env.PUBLISHER_WEBHOOK_TOKEN?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_TOKEN_LENGTH) {
      throw new Error(`PUBLISHER_WEBHOOK_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`);
    }
    return fromEnv;
  }
  if (env.NODE_ENV === "production") {
    throw new Error("PUBLISHER_WEBHOOK_TOKEN is required when NODE_ENV=production");
  }
  const file = path.join(stateDir, "webhook-token");
  try {
    const saved = fs.readFileSync(file, "utf8").trim();
    if (saved.length >= MIN_TOKEN_LENGTH) return saved;
  } catch {
    // not generated yet
  }
  const token = randomBytes(32).toString("hex");
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
