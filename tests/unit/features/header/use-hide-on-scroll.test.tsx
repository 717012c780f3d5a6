import * as React from "react";
import { act, render } from "@testing-library/react";
import { useHideOnScroll } from "../../../../src/features/header/use-hide-on-scroll";

function Probe({ active }: { active: boolean }) {
  const ref = React.useRef<HTMLElement>(null);
  useHideOnScroll(ref, active);
  return <header ref={ref}>bar</header>;
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  });

describe("useHideOnScroll", () => {
  beforeEach(() => Object.defineProperty(window, "scrollY", { configurable: true, value: 0 }));

  it("hides the header while scrolling down past it and shows it again on scrolling up", () => {
    const { container } = render(<Probe active />);
    const bar = container.querySelector("header")!;
    Object.defineProperty(bar, "offsetHeight", { configurable: true, value: 64 });
    scrollTo(40);
    expect(bar.hasAttribute("data-hidden")).toBe(false);
    scrollTo(400);
    expect(bar.hasAttribute("data-hidden")).toBe(true);
    scrollTo(396);
    expect(bar.hasAttribute("data-hidden")).toBe(true);
    scrollTo(300);
    expect(bar.hasAttribute("data-hidden")).toBe(false);
  });

  it("leaves the header alone when not active (desktop, or the menu open), and shows it when it stops being active", () => {
    const { container, rerender } = render(<Probe active />);
    const bar = container.querySelector("header")!;
    scrollTo(800);
    expect(bar.hasAttribute("data-hidden")).toBe(true);
    rerender(<Probe active={false} />);
    expect(bar.hasAttribute("data-hidden")).toBe(false);
    scrollTo(1600);
    expect(bar.hasAttribute("data-hidden")).toBe(false);
  });
});
