/** A main navigation shaped like the CMS's NavigationMenu items. */
export const navigation = [
  {
    title: "Services",
    path: "/services/",
    external: false,
    items: [
      { title: "Digital marketing", path: "/services/digital/", external: false, items: [] },
      { title: "Search engine optimisation", path: "/services/digital/seo/", external: false, items: [] },
    ],
  },
  { title: "Our work", path: "/work/", external: false, items: [] },
  { title: "About", path: "/about/", external: false, items: [{ title: "Our team", path: "/about/team/", external: false, items: [] }] },
  { title: "Careers", path: "https://jobs.example.org/", external: true, items: [] },
];
