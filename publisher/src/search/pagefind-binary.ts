/**
 * Where the Pagefind executable is. The `pagefind` package ships it in a per-platform package
 * (@pagefind/<platform>-<cpu>), the "extended" build first (it also segments Chinese and Japanese),
 * and honours PAGEFIND_EXTENDED_BINARY_PATH / PAGEFIND_BINARY_PATH: the same order as its own npm wrapper
 * (node_modules/pagefind/lib/resolveBinary.js), without its ESM-only entry point.
 */
const NAMES = ["pagefind_extended", "pagefind"] as const;

export function pagefindBinary(env: NodeJS.ProcessEnv = process.env): string {
  for (const name of NAMES) {
    const fromEnv = env[`${name.toUpperCase()}_BINARY_PATH`];
    if (fromEnv) return fromEnv;
  }
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const cpu = env.npm_config_arch || process.arch;
  for (const name of NAMES) {
    try {
      return require.resolve(`@pagefind/${platform}-${cpu}/bin/${name}${platform === "windows" ? ".exe" : ""}`);
    } catch {
      // Not this one: try the next name.
    }
  }
  throw new Error(
    `no Pagefind executable for ${platform}-${cpu}: the optional dependency @pagefind/${platform}-${cpu} is not installed (run npm ci on this machine)`,
  );
}
