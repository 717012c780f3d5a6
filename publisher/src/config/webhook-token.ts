import { resolveLocalSecret } from "@agency/shared/local-secret";

type Env = Record<string, string | undefined>;

/** Shortest token accepted: 32 hex chars = 128 bits, enough that guessing is not a threat. */
const MIN_TOKEN_LENGTH = 32;

/** PUBLISHER_WEBHOOK_TOKEN, or locally one generated once and kept in `<stateDir>/webhook-token`. */
export function resolveWebhookToken(env: Env, stateDir: string): string {
  return resolveLocalSecret(env, { variable: "PUBLISHER_WEBHOOK_TOKEN", stateDir, fileName: "webhook-token", minLength: MIN_TOKEN_LENGTH });
}
