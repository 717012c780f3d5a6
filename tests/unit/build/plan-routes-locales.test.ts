import { localeNotFoundPages, planRoutes, type PageEntry, type PostEntry } from "../../../plugins/cms-data-layer/routes/plan-routes";
import { routePlanErrorOf } from "../support/route-plan-error";

type Locale = PageEntry["locale"];

const page = (documentId: string, locale: Locale, slug: string, parent?: PageEntry["ref"]): PageEntry => ({
  id: `${documentId}-${locale}`,
  documentId,
  locale,
  title: `${slug} (${locale})`,
  ref: { slug, parent },
});
const post = (documentId: string, locale: Locale, slug: string, day: number): PostEntry => ({
  id: `${documentId}-${locale}`,
  documentId,
  locale,
  title: slug,
  slug,
  publishedOn: `2026-02-${String(day).padStart(2, "0")}`,
});

const english = [page("home", "en", "home"), page("cookies", "en", "cookie-policy"), page("services", "en", "services")];
const french = [page("home", "fr", "home"), page("cookies", "fr", "politique-de-cookies"), page("services", "fr", "services-fr")];

const errorOf = routePlanErrorOf;

describe("planRoutes in two locales", () => {
  it("builds one route tree per locale, French under /fr/ with its own slugs", () => {
    const seo = page("seo", "fr", "seo", { slug: "numerique", parent: { slug: "services" } });
    const routes = planRoutes([...english, ...french, seo], [post("a", "en", "hello", 1), post("a", "fr", "bonjour", 1)]);
    expect(routes.map((route) => [route.path, route.template, route.context.locale])).toEqual([
      ["/", "page", "en"],
      ["/cookie-policy/", "page", "en"],
      ["/services/", "page", "en"],
      ["/blog/hello/", "blog-post", "en"],
      ["/blog/", "blog-index", "en"],
      ["/enquiry-received/", "enquiry-received", "en"],
      ["/404/", "not-found", "en"],
      ["/search/", "search", "en"],
      ["/fr/", "page", "fr"],
      ["/fr/politique-de-cookies/", "page", "fr"],
      ["/fr/services-fr/", "page", "fr"],
      ["/fr/services/numerique/seo/", "page", "fr"],
      ["/fr/blog/bonjour/", "blog-post", "fr"],
      ["/fr/blog/", "blog-index", "fr"],
      ["/fr/enquiry-received/", "enquiry-received", "fr"],
      ["/fr/404/", "not-found", "fr"],
      ["/fr/search/", "search", "fr"],
      ["/fr/404.html", "not-found", "fr"],
    ]);
    // No route catches paths: a catch-all would put every page under it into app.js's match paths.
    expect(routes.filter((route) => "matchPath" in route)).toEqual([]);
  });

  it("names each non-default locale's 404 page for the browser's unknown paths under its prefix", () => {
    expect(localeNotFoundPages()).toEqual({ "/fr/": "/fr/404.html" });
  });

  it("gives each page its published translations as alternates, itself included, English first", () => {
    const onlyEnglish = page("about", "en", "about");
    const routes = planRoutes([...english, ...french, onlyEnglish], []);
    const alternatesOf = (path: string) => routes.find((route) => route.path === path)?.context.alternates;
    expect(alternatesOf("/services/")).toEqual([
      { locale: "en", path: "/services/" },
      { locale: "fr", path: "/fr/services-fr/" },
    ]);
    expect(alternatesOf("/fr/services-fr/")).toEqual([
      { locale: "en", path: "/services/" },
      { locale: "fr", path: "/fr/services-fr/" },
    ]);
    expect(alternatesOf("/about/")).toEqual([{ locale: "en", path: "/about/" }]);
    expect(alternatesOf("/fr/404/")).toEqual([
      { locale: "en", path: "/404/" },
      { locale: "fr", path: "/fr/404/" },
    ]);
    expect(alternatesOf("/fr/enquiry-received/")).toEqual([
      { locale: "en", path: "/enquiry-received/" },
      { locale: "fr", path: "/fr/enquiry-received/" },
    ]);
  });

  it("points every page at the cookie policy in its locale", () => {
    const routes = planRoutes([...english, ...french], []);
    expect(routes.find((route) => route.path === "/fr/services-fr/")?.context.cookiePolicyPath).toBe("/fr/politique-de-cookies/");
    expect(routes.find((route) => route.path === "/fr/404/")?.context.cookiePolicyPath).toBe("/fr/politique-de-cookies/");
    expect(routes.find((route) => route.path === "/services/")?.context.cookiePolicyPath).toBe("/cookie-policy/");
  });

  it("falls back to the English cookie policy when it has no French version", () => {
    const routes = planRoutes([...english, page("home", "fr", "home")], []);
    expect(routes.find((route) => route.path === "/fr/")?.context.cookiePolicyPath).toBe("/cookie-policy/");
  });

  it("lists only the locale's posts in its index, and offers related posts from the same locale", () => {
    const posts = [post("a", "en", "a", 1), post("b", "en", "english-only", 2), post("a", "fr", "a-fr", 1), post("c", "fr", "c-fr", 3)];
    const routes = planRoutes([...english, ...french], posts);
    const frIndex = routes.find((route) => route.path === "/fr/blog/")!;
    expect([frIndex.context.postIds, frIndex.context.pageCount]).toEqual([["c-fr", "a-fr"], 1]);
    expect(routes.filter((route) => route.template === "blog-post" && route.context.locale === "fr").map((route) => route.path)).toEqual([
      "/fr/blog/a-fr/",
      "/fr/blog/c-fr/",
    ]);
    expect(routes.find((route) => route.path === "/fr/blog/a-fr/")?.context.related).toEqual(["c-fr"]);
    expect(routes.find((route) => route.path === "/blog/english-only/")?.context.alternates).toEqual([{ locale: "en", path: "/blog/english-only/" }]);
    expect(routes.some((route) => route.path === "/fr/blog/english-only/")).toBe(false);
  });

  it("maps page n of the blog index to page n in another locale only where it exists, so alternates stay reciprocal", () => {
    const many = Array.from({ length: 7 }, (_, i) => post(`p${i}`, "en", `post-${i}`, i + 1));
    const routes = planRoutes([...english, ...french], many);
    expect(routes.find((route) => route.path === "/blog/page/2/")?.context.alternates).toEqual([{ locale: "en", path: "/blog/page/2/" }]);
    expect(routes.find((route) => route.path === "/blog/")?.context.alternates).toEqual([
      { locale: "en", path: "/blog/" },
      { locale: "fr", path: "/fr/blog/" },
    ]);
    expect(routes.find((route) => route.path === "/fr/blog/")?.context.alternates).toEqual([
      { locale: "en", path: "/blog/" },
      { locale: "fr", path: "/fr/blog/" },
    ]);
  });

  it("gives a locale without a published home page no routes at all, and no alternates in it", () => {
    const routes = planRoutes([...english, page("services", "fr", "services-fr")], [post("a", "fr", "bonjour", 1)]);
    expect(routes.filter((route) => route.path.startsWith("/fr/"))).toEqual([]);
    expect(routes.find((route) => route.path === "/services/")?.context.alternates).toEqual([{ locale: "en", path: "/services/" }]);
    expect(routes.find((route) => route.path === "/404/")?.context.alternates).toEqual([{ locale: "en", path: "/404/" }]);
  });

  it("reports two French pages on one path, naming the language, and still requires the English home and cookie policy", () => {
    const error = errorOf(() => planRoutes([page("home", "fr", "home"), page("x", "fr", "contact"), page("y", "fr", "contact")], []));
    expect(error.problems).toEqual([
      `no published page with slug "home" and no parent: the home page (/) is missing`,
      'page "contact (fr)" (Français) and page "contact (fr)" (Français) both claim the path /fr/contact/',
      `no published page with slug "cookie-policy" and no parent: /cookie-policy/ is missing`,
    ]);
  });

  it("allows the same slug in two locales (each has its own prefix)", () => {
    const routes = planRoutes([...english, ...french, page("c", "en", "contact"), page("c", "fr", "contact")], []);
    expect(routes.filter((route) => route.path.endsWith("/contact/")).map((route) => route.path)).toEqual(["/contact/", "/fr/contact/"]);
  });

  it("refuses an English page whose path lies under the French prefix", () => {
    const error = errorOf(() => planRoutes([...english, ...french, page("fr", "en", "fr")], []));
    expect(error.problems).toEqual(['page "fr (en)" is at /fr/, inside the /fr/ prefix of another language: change its slug']);
  });
});
