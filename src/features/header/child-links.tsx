import * as React from "react";
import type { MenuEntry, MenuLink } from "./menu-items";

interface ChildLinksProps {
  entry: MenuEntry;
  /** Each menu's own styled parts: the lists and links look different, the structure is one. */
  List: React.ComponentType<{ children: React.ReactNode }>;
  Link: React.ComponentType<{ link: MenuLink }>;
  GrandchildList: React.ComponentType<{ children: React.ReactNode }>;
  GrandchildLink: React.ComponentType<{ link: MenuLink }>;
  /** Marks each item as a part the desktop panel's opening animation moves. */
  animatedItems?: boolean;
}

/** An entry's second-level links with the third-level links under each (docs/navigation.md), as both menus list them. */
export function ChildLinks({ entry, List, Link, GrandchildList, GrandchildLink, animatedItems = false }: ChildLinksProps): React.JSX.Element {
  return (
    <List>
      {entry.children.map((child) => (
        <li key={`${child.title}-${child.path}`} {...(animatedItems ? { "data-panel-part": "" } : {})}>
          <Link link={child} />
          {child.children.length > 0 && (
            <GrandchildList>
              {child.children.map((grandchild) => (
                <li key={`${grandchild.title}-${grandchild.path}`}>
                  <GrandchildLink link={grandchild} />
                </li>
              ))}
            </GrandchildList>
          )}
        </li>
      ))}
    </List>
  );
}
