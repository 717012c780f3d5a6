import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Store } from "gatsby";

/** `builds/latest.json` names the live build; `builds/meta/{id}.json` describes its routes (docs/runtime.md). */
export interface BuildLatest {
  id: string;
  timestamp: number;
}

interface BuildMeta {
  id: string;
  timestamp: number;
  /** Route matcher table: every prerendered path is a static route; the site has no dynamic ones. */
  matcher: { static: Record<string, { prerendered: true }>; wildcard: Record<string, never>; dynamic: Record<string, never> };
  prerendered: string[];
}

function buildManifest(id: string, paths: Iterable<string>, timestamp = Date.now()): { latest: BuildLatest; meta: BuildMeta } {
  const prerendered = [...new Set(paths)].filter((path) => !path.startsWith("/dev-404-page")).sort();
  return {
    latest: { id, timestamp },
    meta: {
      id,
      timestamp,
      matcher: { static: Object.fromEntries(prerendered.map((path) => [path, { prerendered: true } as const])), wildcard: {}, dynamic: {} },
      prerendered,
    },
  };
}

export async function writeBuildManifest(publicDir: string, id: string, paths: Iterable<string>): Promise<BuildLatest> {
  const { latest, meta } = buildManifest(id, paths);
  await mkdir(join(publicDir, "builds", "meta"), { recursive: true });
  // meta first: a reader that sees the new latest.json can always fetch its meta.
  await writeFile(join(publicDir, "builds", "meta", `${id}.json`), JSON.stringify(meta));
  await writeFile(join(publicDir, "builds", "latest.json"), JSON.stringify(latest));
  return latest;
}

/** The paths of every page Gatsby built, from its store (onPostBuild). */
export function builtPagePaths(store: Pick<Store, "getState">): string[] {
  const { pages } = store.getState() as { pages: Map<string, { path: string }> };
  return [...pages.values()].map((page) => page.path);
}
