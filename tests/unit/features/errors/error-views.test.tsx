import * as React from "react";
import { render, screen } from "@testing-library/react";
import { ErrorPage } from "../../../../src/features/errors/error-page";
import { MainNavigationProvider, type MainNavigation } from "../../../../src/lib/main-navigation";

const renderPage = (props: React.ComponentProps<typeof ErrorPage>) => render(<ErrorPage {...props} />);

describe("error page", () => {
  it("shows the Page Not Found view with the path for 404", () => {
    renderPage({ statusCode: 404, path: "/missing/" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page Not Found: /missing/");
  });

  it("offers a search form to the search page (GET, works without JavaScript), filled with the missing path's words", () => {
    renderPage({ statusCode: 404, path: "/resources/email_marketing-automation.html" });
    const search = screen.getByRole("search");
    expect(search).toHaveAttribute("action", "/search/");
    expect(search).toHaveAttribute("method", "get");
    const field = screen.getByLabelText("Search the site");
    expect(field).toHaveAttribute("name", "q");
    expect(field).toHaveValue("email marketing automation");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("sets the path apart from the heading's words, in its own element", () => {
    renderPage({ statusCode: 404, path: "/a/very/long/path/" });
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.querySelector("span")).toHaveTextContent(/^\/a\/very\/long\/path\/$/);
  });

  it("offers the main navigation's top-level sections on this site, not wrappers or external links", () => {
    const navigation: MainNavigation = [
      { title: "Services", path: "/services/", external: false, items: [{ title: "SEO", path: "/services/seo/", external: false }] },
      { title: "Resources", path: null, external: false },
      { title: "Blog", path: "/blog/", external: false },
      { title: "Jobs", path: "https://jobs.example.com/", external: true },
      null,
      { title: "Contact", path: "/contact/", external: false },
    ];
    render(
      <MainNavigationProvider value={navigation}>
        <ErrorPage statusCode={404} path="/services/digital/email-marketing/" />
      </MainNavigationProvider>,
    );
    const sections = screen.getByRole("navigation", { name: "Or try one of our main sections" });
    const links = [...sections.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Services", "/services/"],
      ["Blog", "/blog/"],
      ["Contact", "/contact/"],
    ]);
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
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
