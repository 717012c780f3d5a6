import * as React from "react";
import { screen, within, render } from "@testing-library/react";
import { Services } from "../../../../src/features/blocks/services";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("services grid", () => {
  it("lists each service with its icon, its title linking to its page and its text", () => {
    render(
      <Services
        heading="What we do"
        intro="Six services, planned together."
        items={[
          { icon: "search", title: "Search engine optimisation", text: "Be found.", path: "/services/digital/seo/" },
          { icon: "brand", title: "Brand strategy", text: "Be remembered.", path: null },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "What we do" })).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("heading", { level: 3 })).toHaveTextContent("Search engine optimisation");
    expect(within(items[0]!).getByRole("link", { name: "Search engine optimisation" })).toHaveAttribute("href", "/services/digital/seo/");
    expect(items[0]!.querySelector('svg[data-icon="search"]')).toHaveAttribute("aria-hidden", "true");
    expect(within(items[1]!).queryByRole("link")).toBeNull();
    expect(items[1]).toHaveTextContent("Be remembered.");
  });

  it("an icon name the site does not know is left out, not guessed", () => {
    const { container } = render(<Services items={[{ icon: "rocket", title: "Launches" }]} />);
    expect(container.querySelector("svg")).toBeNull();
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Launches");
  });

  it("renders nothing without services (no empty band)", () => {
    const { container } = render(<Services heading="What we do" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
