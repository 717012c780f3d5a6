import { TAG_MANAGER_ALLOW_LIST } from "./third-party-hosts";

export interface CspOptions {
  /** From inlineScriptHashes() for the page being served. */
  scriptHashes: readonly string[];
  /** The site was built with a tag-manager container id. */
  tagManager: boolean;
  /** Origins the site's forms post to (formActionOrigins): allowed in form-action and connect-src, nothing else. */
  formOrigins?: readonly string[];
}

type Directive = keyof typeof BASE_POLICY;

// Every response an HTML page triggers must come from the site itself: images are processed
// into /static at build time, fonts are self-hosted, data comes from page-data. Inline styles
// stay allowed (Gatsby inlines the compiled stylesheet and the font faces in <style>); inline scripts are
// allowed only by hash. The site search (Pagefind) compiles its WebAssembly module from /pagefind/wasm.*.pagefind:
// 'wasm-unsafe-eval' allows compiling WebAssembly and nothing else (no eval, no new Function).
const BASE_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-src": ["'none'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

export function contentSecurityPolicy(options: CspOptions): string {
  const policy = new Map<Directive, string[]>(Object.entries(BASE_POLICY).map(([name, sources]) => [name as Directive, [...sources]]));
  policy.get("script-src")?.push(...options.scriptHashes);
  for (const directive of ["form-action", "connect-src"] as const) policy.get(directive)?.push(...(options.formOrigins ?? []));
  if (options.tagManager) {
    for (const [name, hosts] of Object.entries(TAG_MANAGER_ALLOW_LIST)) {
      const sources = policy.get(name as Directive) ?? [];
      policy.set(name as Directive, [...sources.filter((s) => s !== "'none'"), ...hosts]);
    }
  }
  return [...policy].map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}
