import * as React from "react";
import { screen, within, render } from "@testing-library/react";
import { Team } from "../../../../src/features/blocks/team";
import { cmsImage } from "./block-images";

jest.mock("gatsby", () => jest.requireActual("../../../../__mocks__/gatsby.js"));

describe("team grid", () => {
  it("lists people with portrait, name as a heading and role", () => {
    render(
      <Team
        heading="Meet the team"
        members={[
          { name: "Priya Raman", role: "Managing Director", portrait: cmsImage("Portrait of Priya Raman") },
          { name: "Tom Ashworth", role: null, portrait: null },
        ]}
      />,
    );
    const people = screen.getAllByRole("listitem");
    expect(people).toHaveLength(2);
    expect(within(people[0]!).getByRole("heading", { level: 3 })).toHaveTextContent("Priya Raman");
    expect(people[0]).toHaveTextContent("Managing Director");
    expect(within(people[0]!).getByRole("img", { name: "Portrait of Priya Raman" })).toBeInTheDocument();
    expect(within(people[1]!).queryByRole("img")).toBeNull();
  });

  it("renders nothing without people", () => {
    const { container } = render(<Team heading="Meet the team" members={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
