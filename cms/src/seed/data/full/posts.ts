import type { BlogPostSeed } from "../../seed-posts";

// Two of the team (see the team page) write most posts; the rest show no author, as editors may leave it empty.
const HANNAH = { name: "Hannah Lindqvist", role: "Content Lead" };
const GRACE = { name: "Grace Okafor", role: "Head of Search" };

export const posts: BlogPostSeed[] = [
  {
    slug: "when-to-refresh-your-brand",
    title: "When is it time to refresh your brand?",
    excerpt: "Five signs your brand is holding your business back, and what a refresh should and should not change.",
    cover: "cover-brand-refresh.jpg",
    published_on: "2026-02-17",
    author: HANNAH,
    seo: { meta_title: "When to refresh your brand | Lumen & Lark" },
    body: `Brands rarely break overnight. They drift: the business grows, the offer changes, and the logo, the website and the way you describe yourself stop matching what you actually do.

## Five signs it is time

1. **You explain yourself differently every time.** If your team cannot agree on a one-sentence description, your customers certainly cannot.
2. **Your best clients found you despite your website.** Referrals arrive, but the website never converts strangers.
3. **You have added services the brand never mentions.**
4. **Your identity does not survive a small screen.** Thin lines and long names disappear on a phone.
5. **You are competing on price.** A weak position leaves price as the only difference customers can see.

## What a refresh should change

Start with positioning and messaging; only then touch the visuals. A new logo on an unclear offer is an expensive way to stay unclear. Our [brand strategy](/services/brand) projects always begin with customer interviews for this reason.

Ask your ten best customers three questions: why they chose you, what nearly stopped them, and how they would describe you to a friend. The answers rarely match the words on your homepage, and the gap between the two is the brief for your refresh.

Once the message is clear, the visual work has something to express. Typography, colour and photography should make that message easier to believe, not simply look newer than before.

## What a refresh should not change

Recognition is an asset you have paid for over years. Customers who know your colour, your name or the shape of your logo should still find you after the change. Keep what people remember, and fix what gets in their way.

- **Your name**, unless it is genuinely confusing, clashes with a competitor or limits where the business can go.
- **The colour people associate with you.** Refine the shade and add a supporting palette around it; do not swap it for this year's trend.
- **Promises customers rely on.** If you are known for next-day replies or fixed prices, say so more clearly, not less.

> A good refresh feels inevitable to your customers and obvious to your team. A bad one needs a launch email to explain it.

## How long it takes

For a small business, a focused refresh takes eight to twelve weeks: three or four weeks of interviews and positioning, four weeks of identity and messaging, and a few weeks to roll it out across the website, templates, signage and social profiles. Rolling out in one go matters more than the exact date; a new logo on an old website looks like two different companies.

## Where to start

Write down the one sentence you want a customer to repeat after their first meeting with you. If your team cannot agree on it in an afternoon, start there. If they can, compare it honestly with your website, your proposals and your social profiles, and list every place that says something else. That list is the scope of your refresh.`,
  },
  {
    slug: "local-seo-for-service-businesses",
    title: "Local SEO for service businesses: a practical checklist",
    excerpt: "The twelve things we check first when a clinic, salon or trade business wants to show up on the map.",
    cover: "cover-local-seo.jpg",
    published_on: "2026-01-27",
    author: GRACE,
    body: `If your customers search for "near me", the map pack matters more than the ten blue links underneath it. Here is the checklist we run first for every local client.

## Your business profile
- The category matches what you want to be found for, not what sounds impressive.
- Opening hours, including bank holidays, are correct.
- Photos are recent and show the inside of the premises.

## Your website
- Each location has its own page with its own address and telephone number.
- The address is written the same way everywhere it appears.
- Pages load in under three seconds on a phone.

## Reviews
- You ask every happy customer, at the moment they are happiest.
- You reply to every review, especially the bad ones, within two days.

Want us to run the checklist for you? It is part of every [SEO engagement](/services/digital/seo), or [book a free consultation](/#free-consultation).`,
  },
  {
    slug: "paid-social-on-a-small-budget",
    title: "Paid social on a small budget",
    excerpt: "How to get useful results from £1,000 a month on Meta or LinkedIn without wasting half of it on learning.",
    cover: "cover-paid-social.jpg",
    published_on: "2025-12-09",
    body: `A small budget is not a problem; a small budget spread across too many audiences is. With £1,000 a month, the algorithms barely finish learning before the money runs out.

## Concentrate
Pick one platform, one audience and one offer. Run two or three creative variations and nothing else for the first month.

## Measure the right thing
Cost per click is noise. Track cost per enquiry, and if you can, cost per customer. Agree the maximum you can afford before you start.

## Test creative, not targeting
On small budgets, broad targeting with strong creative nearly always beats narrow targeting with average creative. Change one element at a time.

Our [paid social](/services/digital/paid-social) team plans every campaign this way.`,
  },
  {
    slug: "build-a-content-calendar-you-will-keep",
    title: "Build a content calendar you will actually keep",
    excerpt: "Most content calendars are abandoned by March. A lighter structure that survives busy weeks.",
    cover: "cover-content-calendar.jpg",
    published_on: "2025-11-18",
    author: HANNAH,
    body: `The ambitious calendar, three posts a week across five channels, is the one that gets abandoned. Plan for your worst month, not your best.

## One pillar a month
Choose one substantial piece per month: a guide, a case study or a report. Everything else is cut from it.

## Reuse before you create
A single guide becomes a newsletter, four social posts and a short video. Write once, publish five times.

## Protect the time
Book two hours a week in everyone's diary. Content that depends on spare time never happens.`,
  },
  {
    slug: "measuring-marketing-that-matters",
    title: "Measuring the marketing that matters",
    excerpt: "Vanity metrics are easy to report and useless for decisions. Three numbers to watch instead.",
    cover: "cover-measurement.jpg",
    published_on: "2025-10-21",
    author: GRACE,
    body: `Impressions, followers and clicks are easy to count and almost impossible to connect to revenue. Three numbers tell you far more.

1. **Cost per qualified enquiry**, by channel.
2. **Enquiry-to-customer rate**, which shows whether marketing attracts the right people.
3. **Payback period**: how many months until a customer has repaid the cost of winning them.

![Rising peaks in teal and gold, a chart of steady growth](upload:share-seo.jpg)

If you can only track one, track the payback period. It is the number your finance director already understands.`,
  },
  {
    slug: "cookie-consent-without-losing-your-data",
    title: "Cookie consent without losing all your data",
    excerpt: "A compliant consent banner does not have to blind your analytics. How consent mode and honest design help.",
    cover: "cover-cookie-consent.jpg",
    published_on: "2025-09-30",
    body: `Strict consent rules are here to stay, and that is a good thing. But a badly designed banner can hide most of your traffic from your analytics.

## Ask clearly
Explain in one sentence what each category does. People accept what they understand.

## Respect the answer
Load nothing before consent. Use consent mode so that tags run in a reduced, cookieless mode until the visitor chooses.

## Make it reversible
Let visitors change their mind from every page, for example with a link in the footer or in your [cookie policy](/cookie-policy).`,
  },
  {
    slug: "email-marketing-is-not-dead",
    title: "Email marketing is not dead, it is underused",
    excerpt: "The channel with the best return is often the one businesses neglect. Four emails every business should send.",
    cover: "cover-email-marketing.jpg",
    published_on: "2025-08-26",
    author: HANNAH,
    body: `You paid to win every customer on your list. Email is how you keep them, and it costs almost nothing to send.

## Four emails worth setting up
- **Welcome**: what to expect and the one thing new customers should do first.
- **Thank you, with a question**: ask for a review while the experience is fresh.
- **The quiet nudge**: a reminder to customers who have not bought in six months.
- **The monthly letter**: one useful idea, one piece of news, one offer at most.`,
  },
  {
    slug: "marketing-with-a-small-team",
    title: "Marketing with a team of one",
    excerpt: "If marketing is one person’s part-time job, here is how to choose what to stop doing.",
    cover: "cover-small-budgets.jpg",
    published_on: "2025-07-15",
    body: `When marketing is one person's part-time job, the danger is not doing too little; it is doing a little of everything.

## Choose two channels
One to be found (search, or your business profile) and one to stay in touch (email, or a single social platform).

## Stop the rest, visibly
Archive the accounts you cannot maintain. An abandoned feed looks worse than none.

## Get help where it compounds
If you bring in outside help, spend it on work that keeps paying: a solid website, a content plan, a clean analytics setup.`,
  },
  {
    slug: "how-to-brief-an-agency",
    title: "How to brief an agency (and get better work back)",
    excerpt: "A one-page brief saves weeks of back and forth. What to include, and what to leave out.",
    cover: "cover-agency-briefs.jpg",
    published_on: "2025-06-03",
    body: `Good briefs are short. One page, five headings:

1. **The business goal**, in numbers if possible.
2. **The audience**: who they are and what they believe today.
3. **The one thing** you want them to think, feel or do.
4. **Constraints**: budget, deadlines, legal requirements.
5. **How we will judge success**, agreed before the work starts.

Leave out the solution. If you already know you want a video, say why, and let the agency tell you if there is a better way. We are always happy to help you shape a brief in a [free consultation](/#free-consultation).`,
  },
];
