import type { Gsap } from "../../theme/lazy-gsap";
import { theme } from "../../theme/theme";

/**
 * The menu's gsap timelines. Each one is built paused at its closed state; opening plays it and closing
 * reverses the same timeline, so closing is always the exact mirror of opening (docs/navigation.md).
 * autoAlpha also toggles visibility, so closed panels are neither seen, focusable nor read out.
 */
export type Timeline = gsap.core.Timeline;

export interface RunOptions {
  /** Reduced motion: jump to the end state without animating. */
  instant: boolean;
  /** timeScale while opening / while closing (the mobile submenu runs 1x open, 2x close). */
  openSpeed?: number;
  closeSpeed?: number;
}

export function runTimeline(timeline: Timeline, open: boolean, { instant, openSpeed = 1, closeSpeed = 1 }: RunOptions): void {
  if (instant) {
    timeline.pause().progress(open ? 1 : 0);
    return;
  }
  timeline.timeScale(open ? openSpeed : closeSpeed);
  if (open) timeline.play();
  else timeline.reverse();
}

/** The full-screen mobile menu: the panel wipes down, then its entries rise in. */
export function mobileMenuTimeline(gsap: Gsap, panel: Element, entries: Element[]): Timeline {
  return (
    gsap
      .timeline({ paused: true })
      .fromTo(
        panel,
        { autoAlpha: 0, clipPath: "inset(0% 0% 100% 0%)" },
        { autoAlpha: 1, clipPath: "inset(0% 0% 0% 0%)", duration: theme.motion.menu, ease: "power3.inOut" },
      )
      // Opacity only (not autoAlpha): entries are reachable as soon as the panel is, while they fade in.
      .fromTo(entries, { opacity: 0, y: 24 }, { opacity: 1, y: 0, duration: 0.3, stagger: 0.04, ease: theme.motion.ease }, "-=0.15")
  );
}

/** A mobile submenu slides in over the main list, which slides away and hides. */
export function submenuTimeline(gsap: Gsap, submenu: Element, mainList: Element): Timeline {
  const duration = theme.motion.submenu;
  return gsap
    .timeline({ paused: true })
    .fromTo(mainList, { xPercent: 0, autoAlpha: 1 }, { xPercent: -20, autoAlpha: 0, duration, ease: theme.motion.ease }, 0)
    .fromTo(submenu, { xPercent: 100, autoAlpha: 0 }, { xPercent: 0, autoAlpha: 1, duration, ease: theme.motion.ease }, 0);
}

/** A desktop submenu panel drops down below the bar. */
export function desktopPanelTimeline(gsap: Gsap, panel: Element, links: Element[]): Timeline {
  return gsap
    .timeline({ paused: true })
    .fromTo(panel, { autoAlpha: 0, y: -12 }, { autoAlpha: 1, y: 0, duration: theme.motion.panel, ease: theme.motion.ease })
    .fromTo(links, { opacity: 0, y: 8 }, { opacity: 1, y: 0, duration: 0.2, stagger: 0.03, ease: theme.motion.ease }, "-=0.15");
}

/**
 * Before gsap has arrived (it loads on the visitor's first reach for the menu, src/theme/lazy-gsap.ts), a
 * menu part is shown or hidden at once, as under reduced motion; the timeline built later starts from there.
 */
export function setShown(element: HTMLElement | null, shown: boolean): void {
  if (!element) return;
  element.style.visibility = shown ? "inherit" : "hidden";
  element.style.opacity = shown ? "1" : "0";
}

/**
 * Focus can only land on a visible element, but a timeline that was just told to play renders on the
 * next tick. Showing the target now lets focus move at once; the timeline's next frame agrees with it.
 */
export function showNow(element: HTMLElement | null): void {
  if (element) element.style.visibility = "inherit";
}
