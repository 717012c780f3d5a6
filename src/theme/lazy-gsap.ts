import * as React from "react";
import type { gsap as GsapApi } from "gsap";

export type Gsap = typeof GsapApi;

let loading: Promise<Gsap> | null = null;
let loaded: Gsap | null = null;

/**
 * gsap arrives on first need — a visitor reaching for the menu, a section scrolled near — never with the
 * page's first load, where nothing animates yet (docs/architecture.md, "Motion"). One download, shared.
 */
export function loadGsap(): Promise<Gsap> {
  loading ??= import(/* webpackChunkName: "gsap" */ "gsap").then((module) => (loaded = module.gsap));
  return loading;
}

/** gsap if it has arrived, else null (the caller shows its end state without animating). */
export const gsapIfLoaded = (): Gsap | null => loaded;

/** gsap once `wanted` has been true (re-rendering then); null until it has arrived. */
export function useGsap(wanted: boolean): Gsap | null {
  const [instance, setInstance] = React.useState<Gsap | null>(loaded);
  React.useEffect(() => {
    if (instance || !wanted) return undefined;
    let live = true;
    void loadGsap().then((gsap) => live && setInstance(gsap));
    return () => {
      live = false;
    };
  }, [wanted, instance]);
  return instance;
}

const INTENT_EVENTS = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * True from the first sign that the visitor is about to use an element (pointer over it, a touch, focus):
 * the moment to fetch what its interaction needs, a few hundred milliseconds before the click.
 */
export function useIntent(ref: React.RefObject<HTMLElement>): boolean {
  const [intent, setIntent] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (intent || !element) return undefined;
    const onIntent = () => setIntent(true);
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { passive: true, once: true });
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent);
    };
  }, [ref, intent]);
  return intent;
}
