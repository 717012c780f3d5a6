import { pageBreadcrumbs } from "../../../plugins/cms-data-layer/schema/page-breadcrumbs";

/** Page nodes as gatsby-source-strapi stores them: parents as embedded copies renamed strapi_parent. */
describe("a page's breadcrumb trail", () => {
  it("a third-level page: Home, its two parents, itself, each at its route", () => {
    const seo = {
      slug: "seo",
      title: "Search engine optimisation",
      strapi_parent: { slug: "digital", title: "Digital marketing", strapi_parent: { slug: "services", title: "Services", strapi_parent: null } },
    };
    expect(pageBreadcrumbs(seo)).toEqual([
      { title: "Home", path: "/" },
      { title: "Services", path: "/services/" },
      { title: "Digital marketing", path: "/services/digital/" },
      { title: "Search engine optimisation", path: "/services/digital/seo/" },
    ]);
  });

  it("a second-level page", () => {
    expect(pageBreadcrumbs({ slug: "team", title: "Our team", strapi_parent: { slug: "about", title: "About us" } })).toEqual([
      { title: "Home", path: "/" },
      { title: "About us", path: "/about/" },
      { title: "Our team", path: "/about/team/" },
    ]);
  });

  it("a top-level page and the home page have none", () => {
    expect(pageBreadcrumbs({ slug: "about", title: "About us", strapi_parent: null })).toEqual([]);
    expect(pageBreadcrumbs({ slug: "home", title: "Home" })).toEqual([]);
  });
});
