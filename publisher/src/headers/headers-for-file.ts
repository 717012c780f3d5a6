import { cacheRuleFor } from "./cache-rules";
import { securityHeaders } from "./security-headers";

export interface FileHeaderContext {
  https: boolean;
  /** The page's Content-Security-Policy (HTML responses only). */
  csp?: string;
}

/**
 * The complete header set for one file of the site: the single source both the static server
 * and the `_headers` writer use.
 */
export function headersForFile(filePath: string, context: FileHeaderContext): Record<string, string> {
  return {
    "Cache-Control": cacheRuleFor(filePath).cacheControl,
    ...securityHeaders({ https: context.https }),
    ...(context.csp ? { "Content-Security-Policy": context.csp } : {}),
  };
}
