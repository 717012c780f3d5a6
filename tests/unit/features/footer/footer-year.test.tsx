/**
 * @jest-environment node
 */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { Footer } from "../../../../src/features/footer/footer";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

it("the server render shows the build year, so hydration matches the static HTML", () => {
  const html = renderToString(<Footer navigation={[]} secondaryNavigation={[]} configuration={{ structured_data_name: "Lumen & Lark" }} buildYear={2019} />);
  expect(html).toMatch(/© <span data-year="">2019<\/span>/);
});
