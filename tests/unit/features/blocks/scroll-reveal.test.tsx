import * as React from "react";
import { render, waitFor } from "@testing-library/react";
import { useScrollReveal } from "../../../../src/features/blocks/use-scroll-reveal";
import { installMatchMedia } from "../support/media";
import { markConsentPending, settleConsent } from "../../../../src/lib/consent-settled";

const mockStartScrollReveal = jest.fn(() => jest.fn());
jest.mock("../../../../src/features/blocks/scroll-reveal", () => ({ startScrollReveal: mockStartScrollReveal }));

function Sections() {
  const ref = React.useRef<HTMLDivElement>(null);
  useScrollReveal(ref);
  return (
    <div ref={ref}>
      <section>one</section>
      <section>two</section>
    </div>
  );
}

beforeEach(() => mockStartScrollReveal.mockClear());

it("loads the scroll animations after paint and starts them on the content sections", async () => {
  installMatchMedia({ reducedMotion: false });
  const view = render(<Sections />);
  expect(mockStartScrollReveal).not.toHaveBeenCalled();
  await waitFor(() => expect(mockStartScrollReveal).toHaveBeenCalledTimes(1));
  expect((mockStartScrollReveal.mock.calls[0] as unknown as [HTMLElement[]])[0].map((section) => section.textContent)).toEqual(["one", "two"]);
  const stop = mockStartScrollReveal.mock.results[0]!.value as jest.Mock;
  view.unmount();
  expect(stop).toHaveBeenCalled();
});

it("loads nothing under reduced motion", async () => {
  installMatchMedia({ reducedMotion: true });
  render(<Sections />);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(mockStartScrollReveal).not.toHaveBeenCalled();
});

it("waits while the cookie dialog asks for an answer (rendering blocked), then starts", async () => {
  installMatchMedia({ reducedMotion: false });
  markConsentPending();
  render(<Sections />);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(mockStartScrollReveal).not.toHaveBeenCalled();
  settleConsent();
  await waitFor(() => expect(mockStartScrollReveal).toHaveBeenCalledTimes(1));
});
