import type { PageSeed } from "../../seed-types";
import { caseStudies } from "./case-studies";

/** Pages of the full profile. Parents and button targets may appear in any order; the seed sorts them. */
export const pages: PageSeed[] = [
  {
    slug: "home",
    title: "Home",
    seo: {
      meta_title: "Lumen & Lark | Marketing agency in London",
      meta_description:
        "Lumen & Lark is an independent marketing agency in London. Brand strategy, SEO, paid social and content for ambitious small and mid-sized businesses.",
      share_image: "lumen-and-lark-share.jpg",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Marketing that people remember",
        subheading:
          "We are an independent London agency helping ambitious small and mid-sized businesses grow with clear brands, useful content and campaigns that pay for themselves.",
        image: "hero-home.jpg",
        primary_cta: { label: "Book a free consultation", url: "/#free-consultation" },
        secondary_cta: { label: "See our work", page: "work" },
      },
      {
        __component: "blocks.logo-wall",
        heading: "Trusted by forty growing businesses",
        logos: [
          "logo-harbour-and-pine.png",
          "logo-northfield-physio.png",
          "logo-tally.png",
          "logo-greenway-dental.png",
          "logo-bramble-and-co.png",
          "logo-orbit-charity.png",
        ],
      },
      {
        __component: "blocks.services",
        heading: "What we do",
        intro: "One plan across the disciplines you need, measured against the numbers that matter to your business.",
        items: [
          // Six cards, six service pages: each card leads to the page about that service, none to a general page.
          { icon: "brand", title: "Brand strategy", text: "Positioning, messaging and an identity your customers can repeat.", page: "brand" },
          { icon: "search", title: "Search engine optimisation", text: "Technical fixes, useful content and local search, without shortcuts.", page: "seo" },
          { icon: "social", title: "Paid social", text: "Meta, LinkedIn and TikTok campaigns built backwards from a cost per customer.", page: "paid-social" },
          {
            icon: "email",
            title: "Email marketing",
            text: "Welcome, review and win-back emails that keep the customers you paid to win.",
            page: "email-marketing",
          },
          {
            icon: "content",
            title: "Content marketing",
            text: "Articles, guides and videos that answer what your customers actually ask.",
            page: "content-marketing",
          },
          { icon: "analytics", title: "Measurement", text: "Honest monthly reporting on enquiries and revenue, not impressions.", page: "measurement" },
        ],
      },
      {
        __component: "blocks.case-studies",
        heading: "Selected work",
        items: [
          {
            client: "Harbour & Pine",
            challenge: "An independent homeware retailer that depended on paid search for almost every online sale.",
            results: [
              { value: "41%", label: "of online sales from organic search" },
              { value: "9", label: "months" },
            ],
            image: "work-harbour-and-pine.jpg",
            page: "harbour-and-pine",
          },
          {
            client: "Northfield Physio",
            challenge: "Four clinics, invisible on the map in the boroughs they serve.",
            results: [
              { value: "63%", label: "more online bookings" },
              { value: "No. 1", label: "map result in three boroughs" },
            ],
            image: "work-northfield-physio.jpg",
            page: "northfield-physio",
          },
          {
            client: "Tally",
            challenge: "Bookkeeping software for freelancers, paying too much for every trial.",
            results: [
              { value: "£19", label: "cost per trial, down from £48" },
              { value: "2×", label: "monthly sign-ups" },
            ],
            image: "work-tally.jpg",
            page: "tally",
          },
        ],
      },
      {
        __component: "blocks.testimonials",
        heading: "What clients say",
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
        __component: "blocks.rich-text",
        body: `## Strategy first, channels second

Most marketing fails long before the first advert goes live: the offer is vague, the audience is everyone, and success is measured in likes. We start by agreeing what growth means for your business, then choose the few channels that will get you there.

Browse [our services](/services) to see how we work, or read about [search engine optimisation](/services/digital/seo) if your customers already look for what you sell. Curious who you would be working with? Meet [the team](/about/team).`,
      },
      {
        __component: "blocks.section",
        anchor: "free-consultation",
        heading: "Book your free 1 hour consultation",
        body: `Not sure where to start? Book a free 1 hour consultation with one of our strategists, with no obligation. We will look at your website, your competitors and your numbers, and you will leave with three practical actions you can take the same week, whether or not you work with us.

Consultations run on Tuesdays and Thursdays, in our Shoreditch studio or by video call. Tell us about your project below and we will suggest a slot, or email [hello@lumenandlark.co.uk](mailto:hello@lumenandlark.co.uk) or call us on +44 20 7946 0321.`,
      },
      {
        __component: "blocks.enquiry-form",
        heading: "Tell us about your project",
        intro: "A few lines are enough. A strategist reads every enquiry and replies within one working day.",
        submit_label: "Send enquiry",
      },
      {
        __component: "blocks.accordion",
        heading: "Questions we hear every week",
        items: [
          {
            label: "What does the free consultation include?",
            body: "One hour with a senior strategist, a short review of your website and analytics beforehand, and a written summary with three recommended next steps afterwards. There is no sales pitch and no obligation.",
            starts_open: true,
          },
          {
            label: "Do you work with small businesses?",
            body: "Yes. Most of our clients have between 5 and 250 employees. We scope work to your budget rather than selling fixed packages, and we will tell you honestly if a channel is not worth it for you yet.",
          },
          {
            label: "How long until we see results?",
            body: "Paid campaigns usually produce measurable leads within four to six weeks. Search engine optimisation compounds more slowly: expect clear movement after three months and the real payoff after six to twelve.",
          },
          {
            label: "Will we be tied into a long contract?",
            body: "No. Retainers run month to month with 30 days notice after an initial three-month period, which is the shortest time in which we can show you honest results.",
          },
        ],
      },
      { __component: "blocks.page-button", label: "Talk to us about your project", page: "contact" },
    ],
  },
  {
    slug: "services",
    title: "Services",
    seo: {
      meta_title: "Marketing services | Lumen & Lark",
      meta_description:
        "Brand strategy and digital marketing (SEO, paid social, email, content and measurement), planned together and measured against your business goals.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Everything you need to grow, nothing you do not",
        subheading: "Brand, digital and content services, planned together and measured against your goals.",
        image: "hero-services.jpg",
      },
      {
        __component: "blocks.rich-text",
        body: `Our services come in two families. **[Brand strategy](/services/brand)** gives you a clear position, a message your customers repeat and an identity that works everywhere. **[Digital marketing](/services/digital)** turns that position into traffic, leads and sales through five services: [search engine optimisation](/services/digital/seo), [paid social](/services/digital/paid-social), [email marketing](/services/digital/email-marketing), [content marketing](/services/digital/content-marketing) and [measurement](/services/digital/measurement).

Most clients start with one family and add the other once the first is paying its way.`,
      },
      { __component: "blocks.page-button", label: "See our digital marketing services", page: "digital" },
    ],
  },
  {
    slug: "digital",
    title: "Digital marketing",
    parent: "services",
    seo: {
      meta_title: "Digital marketing services | Lumen & Lark",
      meta_description: "Search engine optimisation, paid social and email marketing that are planned together and reported honestly.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Digital marketing that earns its budget",
        subheading: "Search, social and email, run by people who report on revenue rather than impressions.",
      },
      {
        __component: "blocks.rich-text",
        body: `Digital channels are measurable, which makes it easy to measure the wrong things. We agree the numbers that matter to your business before we spend a pound, then report on them every month in plain English.

- **[Search engine optimisation](/services/digital/seo)**: be found by people who are already looking for you.
- **[Paid social](/services/digital/paid-social)**: reach the people who are not looking yet, at a cost you control.
- **[Email marketing](/services/digital/email-marketing)**: keep the customers you already paid to win.
- **[Content marketing](/services/digital/content-marketing)**: answer the questions your customers ask before they buy.
- **[Measurement](/services/digital/measurement)**: one honest report on what every channel returns.`,
      },
      { __component: "blocks.page-button", label: "How we approach SEO", page: "seo" },
    ],
  },
  {
    slug: "seo",
    title: "Search engine optimisation",
    parent: "digital",
    seo: {
      meta_title: "SEO agency in London | Lumen & Lark",
      meta_description: "Technical SEO, content and local search for businesses that want steady organic growth without tricks.",
      share_image: "share-seo.jpg",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Be found by the people already looking for you",
        subheading: "Technical fixes, useful content and local search, without shortcuts that get you penalised later.",
      },
      {
        __component: "blocks.rich-text",
        body: `Our SEO work has three parts, always in this order:

1. **Technical health.** We fix what stops search engines from crawling and understanding your site: speed, structure, duplicate pages and broken links.
2. **Content that answers questions.** We research what your customers actually search for and write pages that answer them better than anyone else.
3. **Local and reputation signals.** Business profiles, reviews and citations, so you show up on the map as well as in the results.

Read our guide to [local SEO for service businesses](/blog/local-seo-for-service-businesses) for a taste of how we think.`,
      },
      {
        __component: "blocks.accordion",
        heading: "SEO questions",
        items: [
          {
            label: "Do you guarantee first place on Google?",
            body: "No, and you should be wary of anyone who does. We commit to the work, to transparent reporting and to targets for traffic and enquiries that we agree together.",
          },
          {
            label: "Do you build links?",
            body: "We earn coverage through digital PR and genuinely useful content. We never buy links or use private blog networks.",
          },
        ],
      },
      { __component: "blocks.page-button", label: "Ask about an SEO audit", page: "contact" },
    ],
  },
  {
    slug: "paid-social",
    title: "Paid social",
    parent: "digital",
    seo: {
      meta_title: "Paid social advertising | Lumen & Lark",
      meta_description: "Meta, LinkedIn and TikTok campaigns planned around your margins, with creative we test every week.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Paid social that pays for itself",
        subheading: "Campaigns on Meta, LinkedIn and TikTok, planned around your margins rather than the platforms’ targets.",
      },
      {
        __component: "blocks.rich-text",
        body: `We build every campaign backwards from a cost per customer you can afford. Creative is tested weekly, budgets move to what works, and you see the same dashboard we do.

Our [guide to paid social on a small budget](/blog/paid-social-on-a-small-budget) explains the approach in more detail.`,
      },
      { __component: "blocks.page-button", label: "Plan a campaign with us", page: "contact" },
    ],
  },
  {
    slug: "email-marketing",
    title: "Email marketing",
    parent: "digital",
    seo: {
      meta_title: "Email marketing | Lumen & Lark",
      meta_description: "Welcome, review, win-back and monthly emails that keep the customers you already paid to win.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Keep the customers you paid to win",
        subheading: "Welcome, review and win-back emails that run on their own, and a monthly letter people open.",
      },
      {
        __component: "blocks.rich-text",
        body: `Every customer on your list cost you something to win. Email is the cheapest way to bring them back, and the channel most small businesses leave untouched. We set up four emails that run on their own, then write a monthly letter with you.

- **Welcome**: what to expect, and the one thing a new customer should do first.
- **Thank you, with a question**: a review request while the experience is fresh.
- **The quiet nudge**: a reminder to customers who have not bought in six months.
- **The monthly letter**: one useful idea, one piece of news, one offer at most.

We report on revenue per email sent, not open rates. Read [why email is underused](/blog/email-marketing-is-not-dead) for the thinking behind it.`,
      },
      { __component: "blocks.page-button", label: "Plan your emails with us", page: "contact" },
    ],
  },
  {
    slug: "content-marketing",
    title: "Content marketing",
    parent: "digital",
    seo: {
      meta_title: "Content marketing | Lumen & Lark",
      meta_description: "Guides, articles and short videos that answer what your customers ask, planned around one piece a month.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Answer what your customers actually ask",
        subheading: "One substantial guide a month, cut into the articles, emails and posts that carry it further.",
      },
      {
        __component: "blocks.rich-text",
        body: `We start from the questions your sales team hears every week and the searches that bring people to your competitors. Each month we write one substantial piece, a guide, a case study or a short report, and cut everything else from it: a newsletter, social posts and a short video.

A calendar you can keep beats an ambitious one you abandon by March; our guide to [building a content calendar you will keep](/blog/build-a-content-calendar-you-will-keep) explains how we plan it.`,
      },
      { __component: "blocks.page-button", label: "Talk to us about content", page: "contact" },
    ],
  },
  {
    slug: "measurement",
    title: "Measurement",
    parent: "digital",
    seo: {
      meta_title: "Marketing measurement and reporting | Lumen & Lark",
      meta_description: "Analytics set up properly and one monthly report on enquiries, customers and payback, in plain English.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Know what every pound returns",
        subheading: "Analytics set up properly, and one monthly report on enquiries, customers and payback.",
      },
      {
        __component: "blocks.rich-text",
        body: `We set up analytics and consent properly, connect enquiries to the channel that brought them, and agree three numbers with you before any money is spent: cost per qualified enquiry, enquiry-to-customer rate and payback period.

Every month you get one page in plain English: what worked, what did not, and where the budget goes next. Read [measuring the marketing that matters](/blog/measuring-marketing-that-matters) for the reasoning.`,
      },
      { __component: "blocks.page-button", label: "Ask about a measurement review", page: "contact" },
    ],
  },
  {
    slug: "brand",
    title: "Brand strategy",
    parent: "services",
    seo: {
      meta_title: "Brand strategy and identity | Lumen & Lark",
      meta_description: "Positioning, messaging and visual identity workshops for businesses that have outgrown their first brand.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "A brand your customers can repeat",
        subheading: "Positioning, messaging and identity for businesses that have outgrown their first logo.",
      },
      {
        __component: "blocks.rich-text",
        body: `A brand is not a logo. It is the reason someone chooses you and the sentence they use to recommend you. Our brand projects run over six weeks:

- **Discovery**: interviews with your team and your best customers.
- **Positioning workshop**: one day to agree who you are for and why you win.
- **Messaging**: a short, usable guide your whole team can write from.
- **Identity**: a visual system built for websites, social feeds and shop fronts alike.`,
      },
      { __component: "blocks.page-button", label: "Start a brand project", page: "contact" },
    ],
  },
  {
    slug: "about",
    title: "About us",
    seo: {
      meta_title: "About Lumen & Lark",
      meta_description: "An independent marketing agency founded in Shoreditch in 2014: a team of six senior strategists, writers, designers and analysts.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "Small enough to care, big enough to deliver",
        subheading: "An independent agency of six senior strategists, writers, designers and analysts in Shoreditch.",
        image: "hero-about.jpg",
      },
      {
        __component: "blocks.rich-text",
        body: `Lumen & Lark was founded in 2014 by Priya Raman and Tom Ashworth, who had spent a decade on the agency side watching good businesses waste money on marketing nobody could measure. We still work the way they promised: senior people on every account, honest reporting, and no long contracts.

Today we work with around forty clients, from independent retailers and clinics to software companies and charities. [Meet the team](/about/team) or see [what we offer](/services).`,
      },
      {
        __component: "blocks.stats",
        heading: "Lumen & Lark in numbers",
        items: [
          { value: "2014", label: "founded in Shoreditch" },
          { value: "6", label: "people, all senior" },
          { value: "40", label: "clients today" },
        ],
      },
      { __component: "blocks.page-button", label: "Meet the team", page: "team" },
    ],
  },
  {
    slug: "team",
    title: "Our team",
    parent: "about",
    seo: {
      meta_title: "Our team | Lumen & Lark",
      meta_description: "The strategists, writers, designers and analysts behind Lumen & Lark.",
    },
    content: [
      {
        __component: "blocks.hero",
        heading: "The people behind the work",
        subheading: "Senior people on every account. These are the six of us: the people who will do your work, from the first workshop to the monthly report.",
      },
      {
        __component: "blocks.team",
        heading: "Meet the team",
        members: [
          { name: "Priya Raman", role: "Managing Director", portrait: "portrait-priya-raman.jpg" },
          { name: "Tom Ashworth", role: "Creative Director", portrait: "portrait-tom-ashworth.jpg" },
          { name: "Grace Okafor", role: "Head of Search", portrait: "portrait-grace-okafor.jpg" },
          { name: "Daniel Kowalski", role: "Head of Paid Media", portrait: "portrait-daniel-kowalski.jpg" },
          { name: "Hannah Lindqvist", role: "Content Lead", portrait: "portrait-hannah-lindqvist.jpg" },
          { name: "Samuel Osei", role: "Senior Analyst", portrait: "portrait-samuel-osei.jpg" },
        ],
      },
      {
        // The team component has no bio field: the team's short bios are one text under the grid, in its order.
        __component: "blocks.rich-text",
        body: `## Who we are

**Priya Raman**, Managing Director, co-founded Lumen & Lark in 2014 after ten years planning campaigns for retail brands. She still runs the first workshop with every new client.

**Tom Ashworth**, Creative Director and co-founder, leads brand and identity work. He has designed for shop fronts, software and charities, and insists every logo survives a phone screen.

**Grace Okafor**, Head of Search, has run technical and local SEO for clinics, retailers and trades since 2012, and wrote our local search checklist.

**Daniel Kowalski**, Head of Paid Media, plans Meta, LinkedIn and TikTok campaigns around a cost per customer, and reports every Monday on what moved.

**Hannah Lindqvist**, Content Lead, turns interviews with clients' customers into guides, emails and articles, and edits everything we publish.

**Samuel Osei**, Senior Analyst, sets up analytics and consent properly and writes the one-page monthly report our clients actually read.

When a plan needs more hands, such as a photographer, a developer or a translator, we bring in freelancers we have worked with for years, and you meet them before they start.`,
      },
      {
        __component: "blocks.text-image",
        heading: "How we work",
        body: `Every client has a senior strategist who stays on the account from the first workshop to the monthly report. Specialists join when the plan needs them, and nobody is paid by the hour.

We work from our Shoreditch studio three days a week and meet clients wherever suits them.`,
        image: "studio-shoreditch.jpg",
      },
      {
        __component: "blocks.cta-band",
        heading: "Talk to the people who would do the work",
        text: "Your free consultation is with a senior strategist, never a salesperson.",
        label: "Book your free consultation",
      },
    ],
  },
  {
    slug: "contact",
    title: "Contact",
    seo: {
      meta_title: "Contact Lumen & Lark",
      meta_description: "Call, email or visit our Shoreditch studio. We reply to every enquiry within one working day.",
    },
    content: [
      { __component: "blocks.hero", heading: "Let’s talk", subheading: "We reply to every enquiry within one working day." },
      { __component: "blocks.contact", heading: "Write or call", text: "A strategist answers every message, usually the same day." },
      {
        __component: "blocks.enquiry-form",
        heading: "Send us a message",
        intro: "Tell us what you need and we will reply within one working day.",
        submit_label: "Send enquiry",
      },
      {
        __component: "blocks.rich-text",
        body: `**Studio:** 41 Rivington Street, London EC2A 3QQ

Prefer to start with a conversation? [Book your free 1 hour consultation](/#free-consultation).`,
      },
      {
        __component: "blocks.section",
        anchor: "opening-hours",
        heading: "Opening hours",
        body: "Monday to Friday, 9:00 to 17:30. The studio is closed on UK bank holidays.",
      },
    ],
  },
  {
    slug: "privacy-policy",
    title: "Privacy policy",
    seo: { meta_title: "Privacy policy | Lumen & Lark", meta_description: "How Lumen & Lark collects, uses and protects personal data." },
    content: [
      {
        __component: "blocks.rich-text",
        body: `# Privacy policy

_Last updated: 6 January 2026_

Lumen & Lark Ltd ("we", "us") is the controller of the personal data described in this policy. We are registered in England and Wales, and our studio is at 41 Rivington Street, London EC2A 3QQ.

## What we collect
- **Enquiries.** When you send our enquiry form, email or call us, we keep your name, contact details, company, what you need, your budget if you give it and the content of your message so that we can reply.
- **Website usage.** With your consent, we collect anonymous statistics about how visitors use this website. See our [cookie policy](/cookie-policy) for details.

## Why we use it
We use enquiry data to answer you and, if you become a client, to deliver our services (lawful basis: legitimate interests and contract). We use analytics data to improve this website (lawful basis: consent).

## How long we keep it
Enquiries sent through our form are deleted from our website's systems after 12 months, and other enquiries that do not lead to work after 24 months. Client records are kept for seven years to meet our accounting obligations.

## Your rights
You may ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Write to [privacy@lumenandlark.co.uk](mailto:privacy@lumenandlark.co.uk). You can also complain to the Information Commissioner's Office.`,
      },
    ],
  },
  {
    slug: "terms",
    title: "Terms and conditions",
    seo: { meta_title: "Terms and conditions | Lumen & Lark", meta_description: "The terms that apply when you use this website." },
    content: [
      {
        __component: "blocks.rich-text",
        body: `# Terms and conditions

_Last updated: 6 January 2026_

These terms apply to your use of this website. Our client work is covered by a separate services agreement.

## Using this website
You may read, share and link to the content on this website. You may not copy substantial parts of it or present it as your own.

## Accuracy
We write our articles carefully, but they are general guidance rather than advice for your particular situation. Marketing platforms change often; check current rules before acting on anything you read here.

## Liability
Nothing in these terms limits liability that cannot be limited by law. Otherwise, we are not liable for losses arising from your use of this website.

## Governing law
These terms are governed by the law of England and Wales. Questions? Email [hello@lumenandlark.co.uk](mailto:hello@lumenandlark.co.uk). See also our [privacy policy](/privacy-policy).`,
      },
    ],
  },
  {
    slug: "cookie-policy",
    title: "Cookie policy",
    seo: { meta_title: "Cookie policy | Lumen & Lark", meta_description: "Which cookies this website uses and how to change your choices." },
    content: [
      {
        __component: "blocks.rich-text",
        body: `# Cookie policy

_Last updated: 6 January 2026_

Cookies are small files that a website stores in your browser. This website uses them only as described below, and only with your consent where the law requires it.

You can [change your cookie preferences](#cookie-consent-preferences) at any time.`,
      },
      {
        __component: "blocks.accordion",
        heading: "The cookies we use",
        items: [
          {
            label: "Necessary",
            body: "Remember your cookie choices and keep the website secure. They cannot be switched off.",
            starts_open: true,
          },
          {
            label: "Analytics",
            body: "Count visits and see which pages are read, so that we can improve the website. The data is aggregated and never sold.",
          },
          {
            label: "Preferences",
            body: "Would let the website remember choices you make here between visits, such as settings you change. We set no such cookies today; if we ever do, only with your consent.",
          },
          {
            label: "Marketing",
            body: "Measure whether our own adverts on other platforms led you here. We do not show third-party adverts on this website.",
          },
        ],
      },
      {
        __component: "blocks.rich-text",
        body: `## What this website stores in your browser

- **\`cookieConsentInterstitial\`** (local storage, necessary): records that you have answered the cookie dialog and when that answer expires, so the dialog does not ask again. Kept 365 days from your choice.
- **\`consentMode\`** (local storage, necessary): records your choice for each kind of storage (functionality, security, advertising, analytics, personalisation), so the website and Google Tag Manager respect it. Kept 365 days from your choice.
- **\`_ga\`** and **\`_ga_<id>\`** (cookies, analytics): set by Google Analytics through Google Tag Manager only once you accept analytics cookies, to tell one visit from another without knowing who you are. Kept 2 years.
- **\`_gcl_au\`** (cookie, marketing): set by Google's conversion linker only once you accept marketing cookies, to tell whether one of our adverts brought you here. Kept 90 days.

If you decline, Google Tag Manager sets none of these cookies.`,
      },
      {
        __component: "blocks.rich-text",
        body: "Questions about cookies or your data? Read our [privacy policy](/privacy-policy) or email [privacy@lumenandlark.co.uk](mailto:privacy@lumenandlark.co.uk).",
      },
    ],
  },
  {
    slug: "work",
    title: "Our work",
    seo: {
      meta_title: "Case studies | Lumen & Lark",
      meta_description: "Results we have delivered for retailers, clinics, software companies and charities.",
    },
    content: [
      { __component: "blocks.hero", heading: "Work we are proud of", subheading: "A few of the businesses we have helped grow, and the numbers behind them." },
      {
        __component: "blocks.stats",
        heading: "Results since 2014",
        items: [
          { value: "40", label: "clients today" },
          { value: "£2m", label: "annual ad spend managed" },
          { value: "87%", label: "of clients stay beyond year one" },
          { value: "6", label: "senior specialists you work with directly" },
        ],
      },
      {
        __component: "blocks.case-studies",
        heading: "Selected case studies",
        items: [
          {
            client: "Harbour & Pine",
            challenge: "A new positioning and a product catalogue rebuilt for search.",
            results: [
              { value: "41%", label: "of online sales from organic search, up from 18%" },
              { value: "9", label: "months" },
            ],
            image: "work-harbour-and-pine.jpg",
            page: "harbour-and-pine",
          },
          {
            client: "Northfield Physio",
            challenge: "Local SEO and review management for a group of four clinics.",
            results: [
              { value: "63%", label: "more online bookings" },
              { value: "3", label: "boroughs where they are the top map result" },
            ],
            image: "work-northfield-physio.jpg",
            page: "northfield-physio",
          },
          {
            client: "Tally",
            challenge: "LinkedIn and Meta campaigns with weekly creative tests.",
            results: [
              { value: "£19", label: "cost per trial, down from £48" },
              { value: "2×", label: "monthly sign-ups" },
            ],
            image: "work-tally.jpg",
            page: "tally",
          },
        ],
      },
      // The button before the band, so the band ends the page on the footer (no lone button under it).
      { __component: "blocks.page-button", label: "Start your project", page: "contact" },
      {
        __component: "blocks.cta-band",
        heading: "Could your business be next?",
        text: "One free hour with a senior strategist, and three practical actions you can take the same week.",
        label: "Book your free consultation",
      },
    ],
  },
  ...caseStudies,
];
