import * as React from "react";
import { Link } from "gatsby";
import { SafeLink } from "../links/safe-link";
import type { NavigationItems } from "../layout/use-site-chrome";

export interface HeaderProps {
  navigation: NavigationItems;
  currentPath: string;
}

/** Plain header: the menu behaviour (desktop panels, mobile full-screen menu) lives beside it. */
export function Header({ navigation }: HeaderProps) {
  return (
    <header>
      <Link to="/" aria-label="Go to homepage">
        Agency
      </Link>
      <nav aria-label="Main">
        <ul>
          {navigation.map((item) => (
            <li key={item.title}>
              {item.path ? <SafeLink to={item.path} external={item.external}>{item.title}</SafeLink> : <span>{item.title}</span>}
              {item.items.length > 0 && (
                <ul>
                  {item.items.map((child) =>
                    child.path ? (
                      <li key={child.title}>
                        <SafeLink to={child.path} external={child.external}>{child.title}</SafeLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <Link to="/#free-consultation">Free 1 hour consultation</Link>
    </header>
  );
}
