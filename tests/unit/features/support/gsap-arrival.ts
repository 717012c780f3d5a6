import { act } from "@testing-library/react";

/**
 * Resolves once a gsap download the page started before this call would have arrived: the same import,
 * awaited here, settles behind it. So "gsap was not fetched" is checked when it could no longer be on its way,
 * with no wait on the clock. Importing gsap here does not make it "loaded" for the page (only loadGsap does).
 */
export async function afterGsapCouldHaveArrived(): Promise<void> {
  await act(async () => {
    await import("gsap");
  });
}
