import * as React from "react";

/**
 * While the mobile menu is open the page is scrolled to the top and body scrolling is locked (docs/navigation.md).
 * The scrollbar's width is kept as padding so nothing beneath the menu jumps sideways.
 */
export function useScrollLock(active: boolean): void {
  React.useEffect(() => {
    if (!active) return undefined;
    const html = document.documentElement;
    const body = document.body;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const previous = { html: html.style.overflow, body: body.style.overflow, padding: body.style.paddingRight };
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = "hidden";
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    html.dataset.scrollLocked = "";
    return () => {
      html.style.overflow = previous.html;
      body.style.overflow = previous.body;
      body.style.paddingRight = previous.padding;
      delete html.dataset.scrollLocked;
    };
  }, [active]);
}
