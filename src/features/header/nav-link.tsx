import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import type { MenuLink } from "./menu-items";

type NavLinkProps = { link: MenuLink; children?: React.ReactNode } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/** A menu link: safe (external only when the CMS says so) and marked when it leads to where we are. */
export function NavLink({ link, children, ...rest }: NavLinkProps) {
  return (
    <SafeLink to={link.path} external={link.external} aria-current={link.current} data-active={link.current ? "" : undefined} {...rest}>
      {children ?? link.title}
    </SafeLink>
  );
}
