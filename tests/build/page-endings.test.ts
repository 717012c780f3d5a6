import { readBuilt, SEED_PROFILE } from "./support/built-site";
import { JSDOM } from "jsdom";

const fullOnly = SEED_PROFILE === "full" ? test : test.skip;

// On /work/ a lone "Start your project" button once sat under the "Could your business be next?" band.
fullOnly("/work/ ends with its consultation band, the Start your project button before it", () => {
  const document = new JSDOM(readBuilt("work/index.html")).window.document;
  const main = document.querySelector("main")!;
  const band = [...main.querySelectorAll("section")].find((section) => section.textContent?.includes("Could your business be next?"));
  expect(band).toBeDefined();
  const button = [...main.querySelectorAll("a")].find((link) => link.textContent?.trim() === "Start your project");
  expect(button?.getAttribute("href")).toBe("/contact/");
  expect(button!.compareDocumentPosition(band!) & document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Nothing the visitor can see follows the band inside the page.
  const after = [...main.querySelectorAll("*")].filter(
    (element) => band!.compareDocumentPosition(element) & document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING && !band!.contains(element),
  );
  expect(after.map((element) => element.textContent?.trim()).filter(Boolean)).toEqual([]);
});
