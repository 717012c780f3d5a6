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

it("without JavaScript, Cookie settings is a link to the cookie policy (the button needs the page to run)", () => {
  const html = renderToString(<Footer navigation={[]} secondaryNavigation={[]} configuration={{}} />);
  expect(html).toContain('<a href="/cookie-policy/">Cookie settings</a>');
  expect(html).not.toContain("<button");
});
