import type { TaxonomySeed } from "../../seed-types";

/**
 * The blog's categories, tags and authors, which the site's tests read (docs/content-model.md, "Seed profiles").
 * The authors are the six team leads of the team page, with the same portraits.
 */
export const taxonomy: TaxonomySeed = {
  categories: [
    { name: "Brand", slug: "brand", description: "How a business looks, sounds and is remembered: identity, naming and when to refresh them." },
    { name: "Search", slug: "search", description: "Getting found on search engines and maps: SEO, local search and what to measure." },
    { name: "Advertising", slug: "advertising", description: "Paid media that earns its budget: social ads, search ads and how to test them." },
    { name: "Content", slug: "content", description: "Articles, newsletters and calendars: writing that people read and teams can keep up." },
    { name: "Strategy", slug: "strategy", description: "Planning, measuring and working with others: the decisions behind every campaign." },
  ],
  tags: [
    { name: "Small business", slug: "small-business", description: "Advice sized for businesses with a small team and a smaller budget." },
    { name: "Planning", slug: "planning", description: "Calendars, briefs and priorities: deciding what to do before doing it." },
    { name: "Analytics", slug: "analytics", description: "Measuring what marketing does, and reading the numbers without fooling yourself." },
    { name: "Branding", slug: "branding", description: "Logos, voice and the rest of what makes a business recognisable." },
    { name: "Local search", slug: "local-search", description: "Being found by people nearby: maps, reviews and local listings." },
    { name: "Budgets", slug: "budgets", description: "Where the money goes, and how to make a small amount go further." },
    { name: "Privacy", slug: "privacy", description: "Consent, cookies and data rules, and marketing that respects them." },
    { name: "Email", slug: "email", description: "Newsletters and email campaigns that people open and act on." },
  ],
  authors: [
    {
      name: "Priya Raman",
      slug: "priya-raman",
      role: "Managing Director",
      bio: "Priya co-founded Lumen & Lark in 2014 after ten years planning campaigns for retail brands. She still runs the first workshop with every new client, and writes about planning and small teams.",
      portrait: "portrait-priya-raman.jpg",
    },
    {
      name: "Tom Ashworth",
      slug: "tom-ashworth",
      role: "Creative Director",
      bio: "Tom co-founded the agency and leads its brand and identity work. He has designed for shop fronts, software and charities, and writes about briefs and working well with an agency.",
      portrait: "portrait-tom-ashworth.jpg",
    },
    {
      name: "Grace Okafor",
      slug: "grace-okafor",
      role: "Head of Search",
      bio: "Grace has run technical and local SEO for clinics, retailers and trades since 2012. She wrote our local search checklist and writes about being found on search engines and maps.",
      portrait: "portrait-grace-okafor.jpg",
    },
    {
      name: "Daniel Kowalski",
      slug: "daniel-kowalski",
      role: "Head of Paid Media",
      bio: "Daniel plans Meta, LinkedIn and TikTok campaigns around a cost per customer. He reports every Monday on what moved, and writes about making a small advertising budget count.",
      portrait: "portrait-daniel-kowalski.jpg",
    },
    {
      name: "Hannah Lindqvist",
      slug: "hannah-lindqvist",
      role: "Content Lead",
      bio: "Hannah turns interviews with clients' customers into guides, emails and articles, and edits everything we publish. She writes about content calendars, email and brand refreshes.",
      portrait: "portrait-hannah-lindqvist.jpg",
    },
    {
      name: "Samuel Osei",
      slug: "samuel-osei",
      role: "Senior Analyst",
      bio: "Samuel sets up analytics and consent properly and writes the one-page monthly report our clients actually read. He writes about measuring marketing and keeping data under consent rules.",
      portrait: "portrait-samuel-osei.jpg",
    },
  ],
};
