import * as React from "react";
import { render, screen } from "@testing-library/react";
import { ErrorPage } from "../../../../src/features/errors/error-page";

const renderPage = (props: React.ComponentProps<typeof ErrorPage>) => render(<ErrorPage {...props} />);

describe("error page", () => {
  it("shows the Page Not Found view with the path for 404", () => {
    renderPage({ statusCode: 404, path: "/missing/" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page Not Found: /missing/");
  });

  it("shows the server-error view with status, default message and a description otherwise", () => {
    renderPage({ statusCode: 500, path: "/x/" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Internal Server Error");
    expect(screen.getByText("500")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/went wrong/);
  });

  it("uses the given status, message and description", () => {
    renderPage({ statusCode: 503, path: "/x/", message: "Service Unavailable", description: "Back soon." });
    expect(screen.getByText("503")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Service Unavailable");
    expect(screen.getByText("Back soon.")).toBeInTheDocument();
  });
});
