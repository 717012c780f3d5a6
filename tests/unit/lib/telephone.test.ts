import { telephoneHref } from "../../../src/lib/telephone";

it("the tel: link strips every space from the number", () => {
  expect(telephoneHref("+44 20 7946 0321")).toBe("tel:+442079460321");
  expect(telephoneHref(" 020  7946\t0321 ")).toBe("tel:02079460321");
});
