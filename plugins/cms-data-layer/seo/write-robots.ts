import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** robots.txt: point crawlers at the sitemap, or keep them out entirely when the site is not for indexing. */
export function robotsTxt(siteUrl: string, noIndex: boolean): string {
  if (noIndex) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

export async function writeRobots(publicDir: string, siteUrl: string, noIndex: boolean): Promise<void> {
  await writeFile(join(publicDir, "robots.txt"), robotsTxt(siteUrl, noIndex));
}
