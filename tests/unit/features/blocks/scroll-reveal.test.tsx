import * as React from "react";
import { act, render, waitFor } from "@testing-library/react";
import { useScrollReveal } from "../../../../src/features/blocks/use-scroll-reveal";
import { installMatchMedia } from "../support/media";
import { markConsentPending, settleConsent } from "../../../../src/features/consent/consent-signal-handlers";

// The real animation module and gsap run here; jsdom has no layout, so each section says where it is.
function Sections() {
  const ref = React.useRef<HTMLDivElement>(null);
  useScrollReveal(ref);
  return (
    <div ref={ref}>
      <section ref={(node) => place(node, 100)}>on screen</section>
      <section ref={(node) => place(node, 5000)}>below the fold</section>
    </div>
  );
}

function place(node: HTMLElement | null, top: number) {
  if (node) node.getBoundingClientRect = () => ({ top, bottom: top + 300, left: 0, right: 800, width: 800, height: 300, x: 0, y: top, toJSON: () => ({}) });
}

const states = (container: HTMLElement) => [...container.querySelectorAll("section")].map((section) => section.dataset.reveal ?? "none");
/** Runs (fake) time past the idle callback the reveal would start from (200 ms without requestIdleCallback), and its import. */
const pastTheIdleStart = () => act(() => jest.advanceTimersByTimeAsync(1_000));

afterEach(() => jest.useRealTimers());

it("after paint, holds back only the sections below the fold, and lets them go on unmount", async () => {
  installMatchMedia({ reducedMotion: false });
  const view = render(<Sections />);
  expect(states(view.container)).toEqual(["none", "none"]);
  await waitFor(() => expect(states(view.container)).toEqual(["none", "pending"]));
  const below = view.container.querySelectorAll("section")[1]!;
  view.unmount();
  expect(below.dataset.reveal).toBeUndefined();
});

it("does nothing under reduced motion", async () => {
  jest.useFakeTimers();
  installMatchMedia({ reducedMotion: true });
  const view = render(<Sections />);
  await pastTheIdleStart();
  expect(states(view.container)).toEqual(["none", "none"]);
});

it("waits while the cookie dialog asks for an answer (rendering blocked), then starts", async () => {
  installMatchMedia({ reducedMotion: false });
  jest.useFakeTimers();
  markConsentPending();
  const view = render(<Sections />);
  await pastTheIdleStart();
  expect(states(view.container)).toEqual(["none", "none"]);
  settleConsent();
  await waitFor(() => expect(states(view.container)).toEqual(["none", "pending"]));
});
