import { gsap } from "gsap";
import { installMatchMedia, setMedia } from "./media";

test("gsap.matchMedia hears every change the fake viewport makes, however close together", async () => {
  installMatchMedia({ width: 390 });
  const seen: string[] = [];
  const media = gsap.matchMedia();
  media.add({ desktop: "(min-width: 1280px)", mobile: "(max-width: 1279px)" }, (context) => {
    seen.push(context.conditions?.desktop ? "desktop" : "mobile");
  });
  await setMedia({ width: 1440 });
  await setMedia({ width: 390 });
  await setMedia({ width: 1440 });
  media.revert();
  expect(seen).toEqual(["mobile", "desktop", "mobile", "desktop"]);
});
