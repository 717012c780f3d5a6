import * as React from "react";
import { Link } from "gatsby";
import { resolveLink } from "@agency/shared/rules/safe-url";
import { withTrailingSlash } from "../../lib/page-path";
import { siteOrigins } from "./site-origins";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { ArrowUpRight } from "../../theme/icons/arrow-up-right";
import { useFormat } from "../../i18n/locale-context";

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface SafeLinkProps extends AnchorProps {
  to: string;
  /** Leaving the site must be asked for explicitly; without it an external URL throws (shared/rules/safe-url.ts). */
  external?: boolean;
  /** Marks the link as the current page (aria-current). */
  current?: boolean;
}

/**
 * The one link component: internal paths navigate in-app with Gatsby Link, external URLs only with
 * `external`, unsafe protocols never render. resolveLink throws with the reason, which reaches the
 * error boundary in development and fails the build's HTML render in production.
 */
export function SafeLink({ to, external = false, current, children, ...rest }: SafeLinkProps) {
  const { t } = useFormat();
  const target = resolveLink(to, { external, siteOrigins: siteOrigins() });
  // Always given, so Gatsby's Link never marks a link by the location it renders at: the header and footer slices are
  // rendered apart from any page, where that location is not the page's (docs/architecture.md, "Header and footer slices").
  const aria = { "aria-current": current ? ("page" as const) : undefined };
  if (target.kind === "internal" && target.path.startsWith("/")) {
    return (
      <Link to={withTrailingSlash(target.path)} {...aria} {...rest}>
        {children}
      </Link>
    );
  }
  if (target.kind === "external") {
    return (
      // rel comes last: no caller can drop it from a link that leaves the site.
      <a href={target.href} {...aria} {...rest} rel="noopener noreferrer">
        {children}
        {/* A visitor sees, and hears, that this one leaves the site. The arrow is set off by a margin, not a space, so
            the link's underline ends with its words. */}
        <ArrowUpRight style={{ marginInlineStart: "0.2em" }} />
        <VisuallyHidden>{t("site.leavesSite")}</VisuallyHidden>
      </a>
    );
  }
  // Same-page fragments, relative paths, mailto: and tel: are plain anchors.
  return (
    <a href={target.kind === "internal" ? target.path : target.href} {...aria} {...rest}>
      {children}
    </a>
  );
}
