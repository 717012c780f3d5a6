import * as React from "react";
import { fireEvent, screen, render } from "@testing-library/react";
import { navigate } from "gatsby";
import { RichText } from "../../../src/components/rich-text/rich-text";
import { onConsentPreferencesRequested } from "../../../src/features/consent/consent-signal-handlers";

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby.js"));

const HTML = [
  '<p><a href="/services">services</a>',
  `<a href="${window.location.origin}/about/team?x=1#bio">team</a>`,
  '<a href="#cookie-consent-preferences">preferences</a>',
  '<a href="https://example.org/" rel="noopener noreferrer" target="_blank">elsewhere</a>',
  '<a href="mailto:hello@example.com">mail</a></p>',
].join(" ");

beforeEach(() => (navigate as jest.Mock).mockClear());

describe("rich text", () => {
  it("renders the build-sanitized HTML", () => {
    render(<RichText html={HTML} />);
    expect(screen.getByRole("link", { name: "services" })).toHaveAttribute("href", "/services");
  });

  it("navigates in-app for relative and same-host links", () => {
    render(<RichText html={HTML} />);
    expect(fireEvent.click(screen.getByRole("link", { name: "services" }))).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith("/services");
    fireEvent.click(screen.getByRole("link", { name: "team" }));
    expect(navigate).toHaveBeenLastCalledWith("/about/team?x=1#bio");
  });

  it("reopens the consent dialog for #cookie-consent-preferences instead of navigating", () => {
    const listener = jest.fn();
    const stop = onConsentPreferencesRequested(listener);
    render(<RichText html={HTML} />);
    expect(fireEvent.click(screen.getByRole("link", { name: "preferences" }))).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });

  it("leaves external links, mail links and modified clicks to the browser", () => {
    render(<RichText html={HTML} />);
    expect(fireEvent.click(screen.getByRole("link", { name: "elsewhere" }))).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "mail" }));
    fireEvent.click(screen.getByRole("link", { name: "services" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "services" }), { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("renders nothing without HTML", () => {
    const { container } = render(<RichText html={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
