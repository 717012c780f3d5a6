/** Reading one environment variable, with the worded error a person sees at start-up. */
export type Env = Record<string, string | undefined>;

export function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

export function str(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === "" ? fallback : raw.trim();
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name, "").toLowerCase();
  if (raw === "") return fallback;
  if (["true", "1", "yes"].includes(raw)) return true;
  if (["false", "0", "no"].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** An http(s) URL, or the error naming the variable. */
export function httpUrl(env: Env, name: string): string {
  const raw = str(env, name, "");
  if (raw === "") return "";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  return raw.replace(/\/+$/, "");
}
