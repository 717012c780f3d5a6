import type { PageSeed } from "../../seed-types";

/** The case studies: ordinary pages under "Our work" (/work/{slug}/), each telling one client's story. */
export const caseStudies: PageSeed[] = [
  {
    slug: "harbour-and-pine",
    title: "Harbour & Pine",
    parent: "work",
    seo: {
      meta_title: "Harbour & Pine case study | Lumen & Lark",
      meta_description: "How an independent homeware retailer grew organic search from 18% to 41% of online sales in nine months.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Harbour & Pine: from paid clicks to loyal searchers",
        subheading: "A new positioning and a catalogue rebuilt for search took organic revenue from 18% to 41% of online sales in nine months.",
        image: "work-harbour-and-pine.jpg",
        primary_cta: { label: "Book a free consultation", url: "/#free-consultation" },
        secondary_cta: { label: "More of our work", page: "work" },
      },
      {
        __component: "blocks.stats",
        heading: "The results",
        items: [
          { value: "41%", label: "of online sales from organic search" },
          { value: "−35%", label: "paid search budget" },
          { value: "9", label: "months from brief to result" },
        ],
      },
      {
        __component: "blocks.text-image",
        heading: "The challenge",
        body: "Harbour & Pine sells beautiful, well-made homeware, but almost every online sale started with a paid search advert. Margins were shrinking each time the platforms raised their prices, and the product pages said little that a search engine, or a customer, could hold on to.",
        image: "detail-harbour-and-pine.jpg",
      },
      {
        __component: "blocks.text-image",
        heading: "What we did",
        body: `- **Positioning**: two workshops to agree who the shop is for and why they come back.
- **Catalogue for search**: 400 product pages rewritten around the questions customers ask.
- **Guides**: twelve buying guides that now bring a third of new visitors.`,
        image: "process-harbour-and-pine.jpg",
        image_side: "left",
      },
      {
        __component: "blocks.testimonials",
        heading: "In the client's words",
        items: [
          {
            quote:
              "Lumen & Lark were the first agency to ask about our margins before our logo. Nine months later, organic search is our biggest channel and we finally know what every pound of marketing returns.",
            name: "Eleanor Hart",
            role: "Founder",
            company: "Harbour & Pine",
            portrait: "portrait-eleanor-hart.jpg",
          },
        ],
      },
      {
        __component: "blocks.cta-band",
        heading: "Want results like these?",
        text: "Start with one free hour and three practical actions.",
        label: "Book your free consultation",
      },
    ],
  },
  {
    slug: "northfield-physio",
    title: "Northfield Physio",
    parent: "work",
    seo: {
      meta_title: "Northfield Physio case study | Lumen & Lark",
      meta_description: "Local SEO and review management that made a group of four clinics the top map result in three boroughs.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Northfield Physio: first on the map",
        subheading: "Local SEO and review management made Northfield the top map result for “physiotherapist” in three boroughs.",
        image: "work-northfield-physio.jpg",
        primary_cta: { label: "Book a free consultation", url: "/#free-consultation" },
        secondary_cta: { label: "How we approach SEO", page: "seo" },
      },
      {
        __component: "blocks.stats",
        heading: "The results",
        items: [
          { value: "63%", label: "more online bookings" },
          { value: "No. 1", label: "map result in three boroughs" },
          { value: "4.9", label: "average review, from 212 reviews" },
        ],
      },
      {
        __component: "blocks.text-image",
        heading: "The challenge",
        body: "Four excellent clinics, each with its own outdated business profile, a handful of reviews and a website that search engines saw as one confusing page. Patients nearby were booking with chains they found first.",
        image: "detail-northfield-physio.jpg",
      },
      {
        __component: "blocks.text-image",
        heading: "What we did",
        body: `- **One profile per clinic**: four business profiles rebuilt with the right category, hours and photos of each treatment room.
- **A page per location**: each clinic's own address, team, parking and the conditions it treats most.
- **Reviews as a habit**: a two-minute daily routine that asks every patient after their last session, and a reply to every review within two days.`,
        image: "process-northfield-physio.jpg",
        image_side: "left",
      },
      {
        __component: "blocks.testimonials",
        heading: "In the client's words",
        items: [
          {
            quote: "Our diaries fill a fortnight ahead now. The review process they set up takes the team two minutes a day.",
            name: "Marcus Bell",
            role: "Clinical Director",
            company: "Northfield Physio",
            portrait: "portrait-marcus-bell.jpg",
          },
        ],
      },
      {
        __component: "blocks.cta-band",
        heading: "Want to be found first?",
        text: "Start with one free hour and three practical actions.",
        label: "Book your free consultation",
      },
    ],
  },
  {
    slug: "tally",
    title: "Tally",
    parent: "work",
    seo: {
      meta_title: "Tally case study | Lumen & Lark",
      meta_description: "Paid social with weekly creative tests cut Tally's cost per trial from £48 to £19 while doubling monthly sign-ups.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Tally: half the cost, twice the sign-ups",
        subheading: "LinkedIn and Meta campaigns with weekly creative tests cut the cost per trial from £48 to £19.",
        image: "work-tally.jpg",
        primary_cta: { label: "Book a free consultation", url: "/#free-consultation" },
        secondary_cta: { label: "About paid social", page: "paid-social" },
      },
      {
        __component: "blocks.stats",
        heading: "The results",
        items: [
          { value: "£19", label: "cost per trial, down from £48" },
          { value: "2×", label: "monthly sign-ups" },
          { value: "52", label: "creative tests in a year" },
        ],
      },
      {
        __component: "blocks.text-image",
        heading: "The challenge",
        body: "Tally's bookkeeping app is loved by the freelancers who use it, but its adverts spoke to accountants. Every trial cost £48, and the budget ran out by the third week of each month.",
        image: "detail-tally.jpg",
        image_side: "left",
      },
      {
        __component: "blocks.text-image",
        heading: "What we did",
        body: `- **Freelancers first**: new messages written from twenty interviews with Tally's own customers, not their accountants.
- **Two platforms, one budget**: LinkedIn for the first click, Meta to bring back people who had read the guides.
- **A test every week**: 52 creative tests in a year, one change at a time, the budget moved each Monday to what worked.`,
        image: "process-tally.jpg",
      },
      {
        __component: "blocks.testimonials",
        heading: "In the client's words",
        items: [
          {
            quote: "They treat our budget like their own. Every Monday we see what worked, what did not and where the money goes next.",
            name: "Aisha Khan",
            role: "Head of Growth",
            company: "Tally",
            portrait: "portrait-aisha-khan.jpg",
          },
        ],
      },
      {
        __component: "blocks.cta-band",
        heading: "Spending too much per customer?",
        text: "Start with one free hour and three practical actions.",
        label: "Book your free consultation",
      },
    ],
  },
];
