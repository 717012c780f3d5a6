import * as React from "react";
import { act, render } from "@testing-library/react";
import { PageTransition } from "../../../../src/app/runtime/page-transition";

// Scrolling is the scroll module's rule (tested in scroll.test.ts), not this one's.
jest.mock("../../../../src/app/runtime/scroll", () => ({
  rememberScroll: jest.fn(),
  scrollAfterLoad: jest.fn(),
  scrollAfterNavigation: jest.fn(),
}));

const wrapper = () => document.querySelector("[data-page-transition]")!;
const page = (title: string) => <h1>{title}</h1>;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("PageTransition (out-in)", () => {
  it("keeps the old page, fading out, for 150 ms; then shows the new one entering", () => {
    const view = render(<PageTransition routeKey="contact">{page("Contact")}</PageTransition>);
    view.rerender(<PageTransition routeKey="about">{page("About us")}</PageTransition>);
    expect(wrapper()).toHaveAttribute("data-page-transition", "leaving");
    expect(wrapper()).toHaveTextContent("Contact");

    act(() => jest.advanceTimersByTime(149));
    expect(wrapper()).toHaveTextContent("Contact");

    act(() => jest.advanceTimersByTime(1));
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(wrapper()).toHaveTextContent("About us");
  });

  it("the fade-out is timed from the committed leaving phase: a navigation while leaving does not restart the fade-out, and lands on the latest page", () => {
    const view = render(<PageTransition routeKey="contact">{page("Contact")}</PageTransition>);
    view.rerender(<PageTransition routeKey="about">{page("About us")}</PageTransition>);
    act(() => jest.advanceTimersByTime(100));
    view.rerender(<PageTransition routeKey="blog">{page("Blog")}</PageTransition>);
    expect(wrapper()).toHaveAttribute("data-page-transition", "leaving");
    expect(wrapper()).toHaveTextContent("Contact");

    act(() => jest.advanceTimersByTime(50));
    expect(wrapper()).toHaveTextContent("Blog");
    expect(wrapper()).not.toHaveTextContent("About us");
  });

  it("under reduced motion the new page replaces the old one at once, never leaving", () => {
    const matchMedia = jest.fn(() => ({ matches: true }));
    Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
    try {
      const view = render(<PageTransition routeKey="contact">{page("Contact")}</PageTransition>);
      view.rerender(<PageTransition routeKey="about">{page("About us")}</PageTransition>);
      expect(wrapper()).not.toHaveAttribute("data-page-transition", "leaving");
      expect(wrapper()).toHaveTextContent("About us");
    } finally {
      Object.defineProperty(window, "matchMedia", { configurable: true, value: undefined });
    }
  });
});
