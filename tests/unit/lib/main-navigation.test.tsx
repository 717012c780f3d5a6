import * as React from "react";
import { render, screen } from "@testing-library/react";
import { MainNavigationProvider, useMainNavigation } from "../../../src/lib/main-navigation";

function Reader() {
  const items = useMainNavigation();
  return <p>{items.length === 0 ? "empty" : items.map((item) => item?.title).join(", ")}</p>;
}

it("the main navigation data value starts empty and can be replaced", () => {
  const { rerender } = render(<Reader />);
  expect(screen.getByText("empty")).toBeInTheDocument();
  rerender(
    <MainNavigationProvider value={[{ title: "Services", path: "/services/", external: false }]}>
      <Reader />
    </MainNavigationProvider>,
  );
  expect(screen.getByText("Services")).toBeInTheDocument();
  rerender(
    <MainNavigationProvider
      value={[
        { title: "About", path: "/about/", external: false },
        { title: "Contact", path: "/contact/", external: false },
      ]}
    >
      <Reader />
    </MainNavigationProvider>,
  );
  expect(screen.getByText("About, Contact")).toBeInTheDocument();
});
