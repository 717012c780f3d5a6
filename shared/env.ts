import { z } from "zod";

/**
 * The one rule for reading environment variables in the Node packages (publisher, preview, scripts, bench, the
 * build-time plugin). Unset or blank → the default; anything else must be a value the variable accepts, or the
 * read throws at start with the variable's name and what it accepts: a typo never runs as a silent default.
 */
export type Env = Record<string, string | undefined>;

const WHOLE_NUMBER = /^\d+$/;

/** Trimmed; undefined when unset or blank (a blank line in an env file means "not set"). */
function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === "" ? undefined : value;
}

function read<T>(env: Env, name: string, schema: z.ZodType<T, string>, accepts: string, fallback: T): T {
  const value = present(env, name);
  if (value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${name} must be ${accepts}; got "${value}"`);
  return parsed.data;
}

/** A whole number from `min` to `max` (no sign, fraction or exponent). */
export function int(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const schema = z.string().regex(WHOLE_NUMBER).transform(Number).pipe(z.number().int().min(min).max(max));
  const accepts = max === Number.MAX_SAFE_INTEGER ? `a whole number, ${min} or more` : `a whole number from ${min} to ${max}`;
  return read(env, name, schema, accepts, fallback);
}

/** A TCP port; 0 asks the system for a free one (the tests' servers). */
export function port(env: Env, name: string, fallback: number): number {
  return int(env, name, fallback, 0, 65_535);
}

export function str(env: Env, name: string, fallback: string): string {
  return present(env, name) ?? fallback;
}

/** true/false, also 1/0, yes/no, on/off (zod's stringbool, any case). */
export function bool(env: Env, name: string, fallback: boolean): boolean {
  return read(env, name, z.stringbool(), "true or false", fallback);
}

/** An http(s) URL without its trailing slashes; `fallback` ("" by default) when unset. */
export function httpUrl(env: Env, name: string, fallback = ""): string {
  const schema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ""));
  return read(env, name, schema, "an http:// or https:// URL", fallback);
}

/** One of a fixed set of words. (No `const` type parameter: Parcel 2.8, which compiles the gatsby files, cannot parse one.) */
export function oneOf<T extends string>(env: Env, name: string, values: readonly [T, ...T[]], fallback: NoInfer<T>): T {
  const accepts = values.map((value) => `"${value}"`).join(values.length === 2 ? " or " : ", ");
  return read(env, name, z.enum(values), values.length === 2 ? accepts : `one of ${accepts}`, fallback);
}
