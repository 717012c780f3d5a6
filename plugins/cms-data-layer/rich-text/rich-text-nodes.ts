import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Node, NodePluginArgs, Actions } from "gatsby";
import type { $Fetch } from "ofetch";
import type { BuildEnv } from "../env";
import { renderRichText } from "./render-rich-text";

export const RICH_TEXT_TYPE = "RichText";
const RICH_TEXT_MEDIA_DIR = "media";

/** gatsby-source-strapi turns each richtext field into a text/markdown node; this gives it a sanitized HTML child. */
function isCmsMarkdownNode(node: Node): boolean {
  return node.internal.mediaType === "text/markdown" && node.internal.owner === "gatsby-source-strapi";
}

interface NodeArgs {
  node: Node;
  actions: Pick<Actions, "createNode" | "createParentChildLink">;
  createNodeId: NodePluginArgs["createNodeId"];
  createContentDigest: NodePluginArgs["createContentDigest"];
}

interface RichTextSettings {
  env: Pick<BuildEnv, "strapiUrl" | "siteUrl" | "mediaUrl">;
  client: $Fetch;
  /** Where rich-text images are copied (Gatsby's output folder). */
  publicDir: string;
}

/** onCreateNode: every CMS markdown node gets its sanitized HTML child; others are left alone. */
export async function addRichTextHtml(args: NodeArgs, { env, client, publicDir }: RichTextSettings): Promise<void> {
  if (!isCmsMarkdownNode(args.node)) return;
  await createRichTextNode({
    ...args,
    client,
    publicDir,
    cmsOrigin: new URL(env.strapiUrl).origin,
    mediaUrl: env.mediaUrl,
    siteOrigins: [new URL(env.siteUrl).origin],
  });
}

interface RichTextNodeArgs extends NodeArgs {
  cmsOrigin: string;
  mediaUrl: string | undefined;
  siteOrigins: string[];
  client: $Fetch;
  publicDir: string;
}

async function createRichTextNode(args: RichTextNodeArgs): Promise<void> {
  const { node, actions, createNodeId, createContentDigest, cmsOrigin, mediaUrl, siteOrigins, client, publicDir } = args;
  const downloads: Promise<void>[] = [];
  const html = renderRichText(node.internal.content ?? "", {
    cmsOrigin,
    mediaUrl,
    siteOrigins,
    localizeImage(source) {
      const name = `${createHash("sha256").update(source.href).digest("hex").slice(0, 16)}${extname(source.pathname).toLowerCase()}`;
      // The CMS client carries the site's token: only the CMS gets it, never a bucket or CDN.
      const fetchBytes = source.origin === cmsOrigin ? (url: string) => client(url, { responseType: "arrayBuffer" }) : fetchPublicBytes;
      downloads.push(downloadTo(fetchBytes, source, join(publicDir, RICH_TEXT_MEDIA_DIR, name)));
      return `/${RICH_TEXT_MEDIA_DIR}/${name}`;
    },
  });
  await Promise.all(downloads);
  const child = {
    id: createNodeId(`${node.id} >> ${RICH_TEXT_TYPE}`),
    parent: node.id,
    children: [],
    html,
    internal: { type: RICH_TEXT_TYPE, contentDigest: createContentDigest(html) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}

async function fetchPublicBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.arrayBuffer();
}

async function downloadTo(fetchBytes: (url: string) => Promise<ArrayBuffer>, source: URL, file: string): Promise<void> {
  try {
    const body = await fetchBytes(source.href);
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(file, Buffer.from(body));
  } catch (error) {
    throw new Error(`A rich-text image could not be copied into the site (${source.href}): ${(error as Error).message}`);
  }
}
