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

  it("a French page: the French home page's crumb, named in French, and /fr/ paths", () => {
    const seo = {
      slug: "seo",
      locale: "fr",
      title: "Référencement naturel",
      strapi_parent: { slug: "numerique", locale: "fr", title: "Marketing numérique", strapi_parent: { slug: "services", locale: "fr", title: "Services" } },
    };
    expect(pageBreadcrumbs(seo)).toEqual([
      { title: "Accueil", path: "/fr/" },
      { title: "Services", path: "/fr/services/" },
      { title: "Marketing numérique", path: "/fr/services/numerique/" },
      { title: "Référencement naturel", path: "/fr/services/numerique/seo/" },
    ]);
  });

  it("a top-level page and the home page have none", () => {
    expect(pageBreadcrumbs({ slug: "about", title: "About us", strapi_parent: null })).toEqual([]);
    expect(pageBreadcrumbs({ slug: "home", title: "Home" })).toEqual([]);
  });
});
