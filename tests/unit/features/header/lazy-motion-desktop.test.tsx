import * as React from "react";
import { fireEvent, screen, waitFor, render } from "@testing-library/react";
import { Header } from "../../../../src/features/header/header";
import { gsapIfLoaded } from "../../../../src/theme/lazy-gsap";
import { afterGsapCouldHaveArrived } from "../support/gsap-arrival";
import { installMatchMedia } from "../support/media";
import { navigation } from "./header-fixtures";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

// One module registry per file: gsap is not loaded when this file starts (the other header tests preload it).
describe("gsap is fetched on the visitor's first reach for the desktop bar, not with the page", () => {
  it("rendering fetches no gsap; the pointer reaching the bar does", async () => {
    installMatchMedia({ width: 1440 });
    render(<Header navigation={navigation} currentPath="/" />);
    await afterGsapCouldHaveArrived();
    expect(gsapIfLoaded()).toBeNull();

    fireEvent.pointerEnter(screen.getByRole("navigation", { name: "Main" }));
    await waitFor(() => expect(gsapIfLoaded()).not.toBeNull());
  });
});
