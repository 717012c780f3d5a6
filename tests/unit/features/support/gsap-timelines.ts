import { gsap } from "gsap";

/** Records every gsap timeline created, so tests can find the one animating a given element. */
export function recordTimelines() {
  const spy = jest.spyOn(gsap, "timeline");
  const all = () => spy.mock.results.map((result) => result.value as gsap.core.Timeline);
  return {
    /** The newest timeline with a tween whose targets include `element`. */
    animating(element: Element): gsap.core.Timeline {
      const found = all()
        .reverse()
        .find((timeline) => timeline.getChildren(true, true, false).some((tween) => (tween as gsap.core.Tween).targets().includes(element)));
      if (!found) throw new Error(`no timeline animates ${element.outerHTML.slice(0, 80)}`);
      return found;
    },
    restore: () => spy.mockRestore(),
  };
}
