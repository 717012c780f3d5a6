/**
 * The site's fixed words in English: the reference catalogue. Every other locale's catalogue has exactly these keys
 * (the type `Messages` is derived from this one; tests/unit/i18n checks keys and placeholders). `{name}` is a
 * placeholder; an object of plural forms is chosen with Intl.PluralRules (`other` is required).
 * Build-time only: a page gets its own language's catalogue in its pageContext (src/i18n/catalogues.ts).
 */
export const en = {
  site: {
    skipToContent: "Skip to content",
    loadingPage: "Loading page",
    leavesSite: " (leaves this site)",
  },
  header: {
    homeLink: "Go to homepage",
    mainNavigation: "Main",
    consultation: "Free 1 hour consultation",
    openMenu: "Open navigation menu",
    closeMenu: "Close navigation menu",
    backToMain: "Back to main navigation menu",
    back: "Back",
    close: "Close",
    overview: "{title} overview",
    contact: "Contact",
  },
  footer: {
    navigation: "Footer",
    consultation: "Free 1hr consultation",
    getInTouch: "Get in touch",
    sociable: "Let's be sociable",
    legal: "Legal",
  },
  languages: {
    navigation: "Languages",
    untranslatedNote: "page not translated, home page",
  },
  breadcrumbs: {
    navigation: "Breadcrumb",
  },
  consent: {
    fallbackHeading: "Cookie preferences",
    categories: "Cookie categories",
    necessary: "Necessary",
    analytics: "Analytics",
    preferences: "Preferences",
    marketing: "Marketing",
    learnMore: "Learn more",
    learnMoreAbout: " about {category} cookies",
    optionalCookies: "Optional cookies:",
    on: "on",
    off: "off",
    acceptAll: "Accept all",
    acceptSelected: "Accept selected",
    declineAll: "Decline all",
    close: "Close",
  },
  errors: {
    notFoundHeading: "Page Not Found: {path}",
    notFoundText: "The page you asked for does not exist.",
    homeLink: "Go to the home page",
    mainSections: "Or try one of our main sections",
    serverErrorMessage: "Internal Server Error",
    serverErrorDescription: "Something went wrong while showing this page. Please try again, or go back to the home page.",
    chunkFailed: "Part of the site could not be loaded. Check your connection and reload the page.",
  },
  blog: {
    readingTime: { one: "{count} min read", other: "{count} min read" },
    writtenBy: "Written by ",
    readNext: "Read next",
    allPosts: "All posts",
    pagination: "Blog pages",
    page: "Page {page}",
  },
  blocks: {
    team: "Our team",
    contactDetails: "Contact details",
    keyFigures: "Key figures",
    clients: "Our clients",
    testimonials: "What clients say",
  },
  preview: {
    label: "Preview",
    draft: "draft content, not live.",
    openInTab: "Open in a new tab",
  },
};
