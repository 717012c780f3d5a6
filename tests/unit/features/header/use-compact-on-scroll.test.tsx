import * as React from "react";
import { act, render } from "@testing-library/react";
import { useCompactOnScroll } from "../../../../src/features/header/use-compact-on-scroll";

function Probe({ active }: { active: boolean }) {
  const ref = React.useRef<HTMLElement>(null);
  useCompactOnScroll(ref, active);
  return <header ref={ref}>bar</header>;
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  });

describe("useCompactOnScroll", () => {
  beforeEach(() => Object.defineProperty(window, "scrollY", { configurable: true, value: 0 }));

  it("makes the header compact once the page is scrolled, whichever way, and full again at the top", () => {
    const { container } = render(<Probe active />);
    const bar = container.querySelector("header")!;
    expect(bar.hasAttribute("data-compact")).toBe(false);
    scrollTo(3);
    expect(bar.hasAttribute("data-compact")).toBe(false);
    scrollTo(3000);
    expect(bar.hasAttribute("data-compact")).toBe(true);
    scrollTo(2000);
    expect(bar.hasAttribute("data-compact")).toBe(true);
    scrollTo(0);
    expect(bar.hasAttribute("data-compact")).toBe(false);
  });

  it("starts compact on a page opened scrolled (a reload, an anchor), and lets go when not active (the menu open)", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 1200 });
    const { container, rerender } = render(<Probe active />);
    const bar = container.querySelector("header")!;
    expect(bar.hasAttribute("data-compact")).toBe(true);
    rerender(<Probe active={false} />);
    expect(bar.hasAttribute("data-compact")).toBe(false);
    scrollTo(1600);
    expect(bar.hasAttribute("data-compact")).toBe(false);
  });
});
