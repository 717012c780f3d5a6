import type { PostSeed } from "../../seed-types";

/** Every post has an author (one of the team leads), a category and tags, all from ./taxonomy.ts, by slug. */
export const posts: PostSeed[] = [
  {
    slug: "when-to-refresh-your-brand",
    title: "When is it time to refresh your brand?",
    excerpt: "Five signs your brand is holding your business back, and what a refresh should and should not change.",
    cover: "cover-brand-refresh.jpg",
    published_on: "2026-02-17",
    author: "hannah-lindqvist",
    category: "brand",
    tags: ["branding", "small-business"],
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

Budget for the roll-out as carefully as for the design. Signage, vehicles, printed stationery and packaging often cost more than the identity itself, and they are where half-finished refreshes linger for years. List every item that carries the brand, decide what changes at launch and what changes when it next wears out, and tell your team which is which.

## Who should be involved

Keep the working group small: the founder or managing director, whoever leads sales, and one person who deals with customers every day. Everyone else should be interviewed, not consulted on every draft. A brand designed by committee ends up pleasing the committee. Share the work at two or three fixed points, explain the reasoning behind each decision, and give people a clear deadline for comments.

## Where to start

Write down the one sentence you want a customer to repeat after their first meeting with you. If your team cannot agree on it in an afternoon, start there. If they can, compare it honestly with your website, your proposals and your social profiles, and list every place that says something else. That list is the scope of your refresh.`,
  },
  {
    slug: "local-seo-for-service-businesses",
    title: "Local SEO for service businesses: a practical checklist",
    excerpt: "The twelve things we check first when a clinic, salon or trade business wants to show up on the map.",
    cover: "cover-local-seo.jpg",
    published_on: "2026-01-27",
    author: "grace-okafor",
    category: "search",
    tags: ["local-search", "small-business"],
    body: `If your customers search for "near me", the map pack matters more than the ten blue links underneath it. The three businesses shown on the map take most of the calls, and the map does not care how large your advertising budget is. It cares whether you are relevant, close and trusted. Here is the checklist we run first for every local client, in the order we run it.

## Your business profile

Your business profile is the page most local customers see before your website, so it deserves more care than it usually gets.

- The category matches what you want to be found for, not what sounds impressive. A physiotherapy clinic is a "Physiotherapist", not a "Health and wellness centre".
- Opening hours, including bank holidays, are correct. Nothing loses a customer faster than a locked door during advertised hours.
- Photos are recent and show the inside of the premises. People want to know what it will feel like to walk in.
- The description says, in plain words, what you do, where and for whom. Keep the keywords natural; stuffing them in reads badly and does not help.
- Services and products are listed with short descriptions, because the profile can show them directly in the results.

If you have several locations, each needs its own profile, managed from one account so that nothing is lost when someone leaves.

## Your website

The map looks at your website to confirm what the profile claims. Make that easy.

- Each location has its own page with its own address and telephone number, the team who work there and the services offered there.
- The address is written the same way everywhere it appears: on the website, the profile and every directory. "Unit 4, 12 High Street" and "12 High St, Unit 4" look like two businesses to a machine.
- Pages load in under three seconds on a phone. Most local searches happen on a phone, often on a patchy connection.
- The telephone number is a link that dials when tapped, and the opening hours are on the page rather than in a picture.
- Each service you want to be found for has a page of its own that explains it properly, rather than a line in a long list.

## Citations and directories

Citations are mentions of your name, address and telephone number on other websites: directories, trade bodies, local news. They matter less than they once did, but inconsistent ones still cause trouble. List the ten most important for your trade, check each one, and correct anything out of date. Then stop: chasing hundreds of low-quality directories is wasted effort.

## Reviews

Reviews are the part of local search you can influence every single day, and the part most businesses leave to chance.

- You ask every happy customer, at the moment they are happiest: after a successful treatment, a finished job or a delivery that arrived early.
- You make it easy, with a short link sent by text or email, not a paragraph of instructions.
- You reply to every review, especially the bad ones, within two days. Thank people by name for good reviews; for bad ones, acknowledge the problem, say what you have changed and offer to talk offline.
- You never buy reviews or offer incentives for them. It breaks the platforms' rules and customers can usually tell.

A steady trickle of fresh reviews is worth more than a burst of fifty in one month followed by silence.

## Measure what the map brings

Track calls, direction requests and bookings from your profile every month, per location. Add tracking to the website link in your profile so that visits from the map are counted separately from the rest of your search traffic. If one location lags behind the others, compare their profiles side by side; the difference is usually obvious.

## Where to start

If you only have an afternoon, fix your categories and opening hours, check that your address is written identically everywhere, and ask your five most recent happy customers for a review. Those three steps alone move most businesses.

Want us to run the checklist for you? It is part of every [SEO engagement](/services/digital/seo), or [book a free consultation](/#free-consultation).`,
  },
  {
    slug: "paid-social-on-a-small-budget",
    title: "Paid social on a small budget",
    excerpt: "How to get useful results from £1,000 a month on Meta or LinkedIn without wasting half of it on learning.",
    cover: "cover-paid-social.jpg",
    published_on: "2025-12-09",
    author: "daniel-kowalski",
    category: "advertising",
    tags: ["budgets", "small-business"],
    body: `A small budget is not a problem; a small budget spread across too many audiences is. With £1,000 a month, the algorithms barely finish learning before the money runs out. The platforms are built for advertisers who can afford to waste half of their spend while the system works out who responds. You cannot, so you need to give the system less to work out.

## Concentrate

Pick one platform, one audience and one offer. Run two or three creative variations and nothing else for the first month.

Choose the platform by where your customers already spend their attention, not by where your competitors advertise. Business software and professional services usually belong on LinkedIn, despite its higher cost per click, because the targeting by job title is worth paying for. Consumer products, local services and anything visual usually do better on Meta's platforms. TikTok rewards businesses that can produce simple, honest video quickly; if you cannot, leave it for later.

Choose the offer just as carefully. A cold audience will rarely buy from a single advert, so ask for something smaller: a guide, a free consultation, a sample or a short trial. The offer does more of the work than the targeting.

## Measure the right thing

Cost per click is noise. Track cost per enquiry, and if you can, cost per customer. Agree the maximum you can afford before you start.

Work that number out from your margins, not from industry averages. If a new customer is worth £600 in gross profit over their first year, and one enquiry in four becomes a customer, you can afford up to £150 per enquiry and still break even. Anything below that is profit; anything above it is a problem you can see in week two rather than month six.

Set up conversion tracking properly before you spend a pound. Check that an enquiry made from an advert is recorded once, with the right value, and that your consent banner still lets you measure the visitors who agree to it.

## Test creative, not targeting

On small budgets, broad targeting with strong creative nearly always beats narrow targeting with average creative. Change one element at a time.

A good test changes a single thing, runs until each version has had enough spend to judge it, and ends with a decision. Start with the biggest levers: the opening line or first three seconds, the image, and the offer itself. Button colours and small wording changes can wait until you have budget to spare.

Keep a simple log of every test: what you changed, what you expected and what happened. After three months that log is the most valuable marketing document you own, because it tells you what your customers respond to in their own behaviour, not in a survey.

## Give it time, but not forever

Let each campaign run for at least two weeks before you judge it. The first few days are noisy while the platform learns, and small budgets make that noise louder. But set a limit too: if a campaign has spent three times your target cost per enquiry without producing one, stop it and change the offer or the creative, not just the audience.

## Bring back the people who showed interest

The cheapest customers are people who have already visited your website or watched your videos. With their consent, a small retargeting campaign that reminds them of your offer, or answers the question that stopped them, often produces the lowest cost per enquiry of anything you run. Keep it modest: a fifth of your budget is plenty, and nobody wants to be followed around the internet.

## A simple first month

- Week one: set up tracking, write three versions of one advert around one offer, and launch to a broad audience in your area or sector.
- Week two: leave it alone, apart from stopping anything clearly broken.
- Week three: move budget to the best performing version and write a new challenger.
- Week four: add a small retargeting campaign and review the cost per enquiry against your limit.

At the end of the month you will know more about your customers than most businesses learn in a year of boosting posts.

Our [paid social](/services/digital/paid-social) team plans every campaign this way.`,
  },
  {
    slug: "build-a-content-calendar-you-will-keep",
    title: "Build a content calendar you will actually keep",
    excerpt: "Most content calendars are abandoned by March. A lighter structure that survives busy weeks.",
    cover: "cover-content-calendar.jpg",
    published_on: "2025-11-18",
    author: "hannah-lindqvist",
    category: "content",
    tags: ["planning", "small-business"],
    body: `The ambitious calendar, three posts a week across five channels, is the one that gets abandoned. Plan for your worst month, not your best.

Almost every business we meet has a content calendar somewhere: a spreadsheet made in January, full of ideas, colour-coded by channel, and quietly forgotten by March. The problem is rarely a lack of ideas. It is a plan built for a team with spare time, handed to a team without any.

## Start from the questions you already answer

The best content ideas are already in your inbox. Ask your sales team, your receptionist or whoever answers the phone to write down every question a customer asks for two weeks. You will end up with a list of thirty or forty questions, and most of them will repeat. Those repeats are your first year of content.

Questions are better starting points than topics because they come with an audience and an intent attached. "How long does a kitchen refit take?" tells you who is asking and what they need to know. "Kitchens" tells you nothing.

## One pillar a month

Choose one substantial piece per month: a guide, a case study or a report. Everything else is cut from it.

A pillar piece should be the best answer on the internet to one question your customers ask. That usually means 1,500 words or more, with examples, pictures and a clear recommendation at the end. It is the piece you would send a prospective client to read before a first meeting.

Twelve of those in a year is a serious body of work. Most small businesses would be transformed by six.

## Reuse before you create

A single guide becomes a newsletter, four social posts and a short video. Write once, publish five times.

- **The newsletter** summarises the guide in three paragraphs and links to it.
- **The social posts** each take one point from the guide: a statistic, a mistake to avoid, a quick tip, a question to ask.
- **The video** is someone from your team explaining the main idea in under two minutes, filmed on a phone.
- **The sales email** is a short note your team can send to anyone who asks the question the guide answers.

Reuse is not laziness. Most people will see only one of those pieces, and repetition is how an idea sticks for the few who see them all.

## Protect the time

Book two hours a week in everyone's diary. Content that depends on spare time never happens.

Treat those two hours like a client meeting: they do not move for anything less than an emergency. One person writes, another reads and checks, a third publishes. Rotating the roles keeps the work from falling on whoever happens to enjoy writing.

## Keep the calendar short

Plan three months ahead in detail and the rest of the year in outline. A twelve-month plan written in January is fiction by April: products change, news happens and you learn what your audience responds to. A quarterly plan is long enough to be useful and short enough to stay true.

Each plan needs only four columns: the question, the pillar piece that answers it, who owns it, and the date it goes live. Anything more elaborate becomes a project in itself.

## Measure what the content does

Page views are a start, but they do not tell you whether the content is working. For each pillar piece, track how many people read it to the end, how many went on to an enquiry or a purchase, and how often your team sends it to prospective customers. The last number is the most telling: content your own people use is content that works.

## When a month goes wrong

Some months nothing gets written. Plan for it. Keep two evergreen pieces in reserve, finished and ready to publish, so that a busy month does not break the habit. When a quiet month comes, write the next reserve piece.

A calendar you keep for three years will do more for your business than a brilliant one you keep for three weeks. If you would like help setting one up, our [content marketing](/services/digital/content-marketing) team can plan the first quarter with you.`,
  },
  {
    slug: "measuring-marketing-that-matters",
    title: "Measuring the marketing that matters",
    excerpt: "Vanity metrics are easy to report and useless for decisions. Three numbers to watch instead.",
    cover: "cover-measurement.jpg",
    published_on: "2025-10-21",
    author: "samuel-osei",
    category: "strategy",
    tags: ["analytics", "planning"],
    body: `Impressions, followers and clicks are easy to count and almost impossible to connect to revenue. Three numbers tell you far more.

Every marketing platform offers a dashboard, and every dashboard is designed to make the platform look useful. Reach goes up, engagement goes up, and at the end of the quarter nobody can say whether the business is better off. The fix is not more data. It is agreeing, before any money is spent, which few numbers will decide what happens next.

1. **Cost per qualified enquiry**, by channel.
2. **Enquiry-to-customer rate**, which shows whether marketing attracts the right people.
3. **Payback period**: how many months until a customer has repaid the cost of winning them.

![Rising peaks in teal and gold, a chart of steady growth](upload:share-seo.jpg)

## Cost per qualified enquiry

Divide what you spent on a channel in a month, including agency fees and the time your team put in, by the number of enquiries it produced that were worth answering. "Qualified" matters: an enquiry from someone outside your area, or looking for something you do not sell, is not a success, whatever the dashboard says.

Agree what counts as qualified with whoever answers the enquiries, write it down, and ask them to mark each one. It takes seconds per enquiry and it turns a vague impression into a number you can act on.

## Enquiry-to-customer rate

Of the qualified enquiries, how many became customers? This number tells you about the quality of your marketing and the quality of your follow-up at the same time, so look at it by channel. If search enquiries convert at one in three and social enquiries at one in twelve, your social campaigns are attracting curious people rather than ready ones. That is not necessarily bad, but it changes what you can afford to pay for them.

A falling rate across every channel usually points to something after the enquiry: slow replies, unclear pricing or a proposal that does not answer the question that was asked.

## Payback period

How many months of a customer's gross profit does it take to repay what it cost to win them? If a customer costs £300 to win and brings in £100 of gross profit a month, the payback period is three months. After that, every month they stay is profit.

Payback is the number that lets you compare channels honestly. A channel that costs more per customer but brings customers who stay longer can be the better investment, and only payback shows it.

## Setting it up without a data team

You do not need expensive software. You need three habits.

- **Ask every enquiry where they heard of you**, and record the answer alongside what your analytics says. The two often disagree, and both are partly right.
- **Keep one spreadsheet** with a row per month and a column per channel: spend, qualified enquiries, new customers. Fill it in on the first working day of the month.
- **Review it every quarter** with whoever decides the budget, and move money from the channel with the longest payback to the one with the shortest.

Set up your analytics and consent properly so that the numbers you do collect are honest, and resist the temptation to add more. A short report that gets read beats a long one that gets filed.

## What to stop reporting

Followers, impressions, likes and average position in search are fine to glance at, but they should never appear in a report that decides budget. They measure attention, not business. If a channel can only be justified by those numbers, it has not yet been justified.

If you can only track one, track the payback period. It is the number your finance director already understands. Our [measurement](/services/digital/measurement) work starts with exactly these three numbers.`,
  },
  {
    slug: "cookie-consent-without-losing-your-data",
    title: "Cookie consent without losing all your data",
    excerpt: "A compliant consent banner does not have to blind your analytics. How consent mode and honest design help.",
    cover: "cover-cookie-consent.jpg",
    published_on: "2025-09-30",
    author: "samuel-osei",
    category: "strategy",
    tags: ["privacy", "analytics"],
    body: `Strict consent rules are here to stay, and that is a good thing. But a badly designed banner can hide most of your traffic from your analytics.

We see two kinds of bad banner. The first is the wall of switches and legal text that most visitors dismiss in irritation, usually by declining everything. The second is the banner designed to trick people into accepting, with a huge "Accept all" button and a hidden way to say no. The first loses your data; the second loses your visitors' trust and, increasingly, attracts the attention of regulators. There is a better way between them.

## Ask clearly

Explain in one sentence what each category does. People accept what they understand.

"Analytics: count visits and see which pages are read, so that we can improve the website" is a sentence a visitor can agree to. "Performance and functionality cookies including third-party partners" is not. Keep the categories few: necessary, analytics, preferences and marketing cover almost every website. If you cannot explain why you need a category, you probably do not.

## Make every choice equally easy

Put "Accept all", "Accept selected" and "Decline all" side by side, with the same size and weight. It feels like giving something away, but it is what the law expects in the UK and the EU, and visitors who feel respected accept more often than visitors who feel pushed. In our own tests, a fair banner loses far less data than people fear.

Make sure the buttons work the moment the banner appears. A banner whose buttons do nothing until the rest of the page has loaded loses the first click of every impatient visitor, and that first impression lasts.

## Respect the answer

Load nothing before consent. Use consent mode so that tags run in a reduced, cookieless mode until the visitor chooses.

Consent mode sends anonymous pings without cookies for visitors who decline, which lets analytics platforms estimate the behaviour of the traffic you cannot measure directly. It does not bring back everything, but it closes a large part of the gap honestly, without tracking anyone who said no.

Check the result yourself. Open your website in a private window, decline everything, and look at the cookies and requests in your browser's developer tools. If anything beyond the strictly necessary appears, your banner is decoration.

## Make it reversible

Let visitors change their mind from every page, for example with a link in the footer or in your [cookie policy](/cookie-policy).

The link should open the same choices as the banner, showing what the visitor chose last time. Withdrawing consent should be as easy as giving it, and it should take effect immediately: stop the tags, remove the cookies you can remove, and remember the new answer.

## Measure what you can, estimate the rest

Accept that your analytics will never again count every visitor. Instead of chasing completeness, watch the trends in the traffic you can measure, compare them with numbers you count directly, such as enquiries and sales, and use consent mode's estimates for the gap. A business that makes decisions on enquiries and revenue loses very little when page view counts become less precise.

## A short checklist

- Four categories at most, each explained in one sentence.
- Accept and decline buttons equally visible and working from the first moment.
- Nothing but necessary cookies before a choice.
- A link on every page to change your mind.
- A cookie policy that matches what the website actually does.

A consent banner is often the first thing a visitor sees on your website. Treat it as part of the design, not a legal chore, and it will tell visitors something true about how you do business.`,
  },
  {
    slug: "email-marketing-is-not-dead",
    title: "Email marketing is not dead, it is underused",
    excerpt: "The channel with the best return is often the one businesses neglect. Four emails every business should send.",
    cover: "cover-email-marketing.jpg",
    published_on: "2025-08-26",
    author: "hannah-lindqvist",
    category: "content",
    tags: ["email", "small-business"],
    body: `You paid to win every customer on your list. Email is how you keep them, and it costs almost nothing to send.

Every few years someone declares email dead, usually just before announcing a new platform. Meanwhile email quietly remains the channel with the best return for most small businesses, for a simple reason: you own the list. No algorithm decides who sees your message, no advertising auction raises the price each quarter, and the people you write to have already chosen to hear from you.

The trouble is that most businesses use it badly or not at all. The list sits in a spreadsheet, a newsletter goes out when someone remembers, and every email is a sales pitch. Here is a better start.

## Four emails worth setting up

- **Welcome**: what to expect and the one thing new customers should do first.
- **Thank you, with a question**: ask for a review while the experience is fresh.
- **The quiet nudge**: a reminder to customers who have not bought in six months.
- **The monthly letter**: one useful idea, one piece of news, one offer at most.

The first three are automated: you write them once and they send themselves when something happens. They will do more for your business than any number of campaigns.

## The welcome email

A new customer is never more attentive than in the hour after they sign up or buy. Use it. Thank them, tell them what happens next and when, and give them one thing to do first: book their first appointment, read the guide that gets the most out of the product, or save your number. One thing, not five.

Send it from a real person's name, with a reply address that someone reads. Replies to welcome emails are some of the most useful feedback a business can get.

## The thank you, with a question

A week after a purchase or a finished job, ask how it went and whether they would leave a review. Keep it short, link straight to the review page, and make it easy to reply with a complaint instead. An unhappy customer who tells you privately is a gift; one who tells the internet first is a problem.

## The quiet nudge

Most businesses lose customers not through bad experiences but through simple forgetting. A short, friendly note to anyone who has not bought or booked in six months, reminding them what you do and perhaps what has changed, brings back a surprising share of them. Keep the tone personal and the offer modest; it is a reminder, not a sale.

## The monthly letter

This is the email people choose to read, so it must be worth their time. One useful idea related to what you sell, one piece of news about your business, and at most one offer. Write it as a letter from a person, not a brochure from a company.

If you struggle for ideas, use the questions your customers asked this month. If one person asked, many more wondered.

## Look after your list

- **Ask permission properly.** A clear tick box, a clear promise about what you will send, and nothing pre-ticked.
- **Make leaving easy.** A visible unsubscribe link in every email. People who want to leave and cannot will mark you as spam instead, which harms every future email you send.
- **Clean the list.** Twice a year, remove addresses that bounce and ask long-silent subscribers whether they still want to hear from you.

## Measure revenue, not opens

Open rates have become unreliable, as many email apps now open messages automatically to protect privacy. Measure what the email causes instead: bookings, orders, replies and reviews. For the automated emails, compare customers who received them with the period before you set them up. For the monthly letter, watch replies and the sales that follow in the next week.

Start with the welcome email this month and add one more each month after. By the end of the quarter you will have a small system that keeps working while you sleep. If you would rather we set it up with you, see our [email marketing](/services/digital/email-marketing) service.`,
  },
  {
    slug: "marketing-with-a-small-team",
    title: "Marketing with a team of one",
    excerpt: "If marketing is one person’s part-time job, here is how to choose what to stop doing.",
    cover: "cover-small-budgets.jpg",
    published_on: "2025-07-15",
    author: "priya-raman",
    category: "strategy",
    tags: ["planning", "small-business"],
    body: `When marketing is one person's part-time job, the danger is not doing too little; it is doing a little of everything.

We meet this person often. They run the office, or the shop floor, or the finances, and on top of that they are "doing the marketing": a post here, a newsletter there, an advert boosted when things are quiet. Each task is sensible on its own. Together they add up to a feed nobody follows, a newsletter nobody expects and a website nobody updates. The answer is not more hours. It is fewer things, done properly.

## Choose two channels

One to be found (search, or your business profile) and one to stay in touch (email, or a single social platform).

Being found matters because it brings new customers without you having to be present. For a local business that usually means the business profile and a website that answers the obvious questions. For a specialist business it usually means a handful of excellent pages that answer what people search for.

Staying in touch matters because most of your future revenue will come from people who already know you. Email is the best choice for most businesses, because you own the list. If your customers genuinely live on one social platform, pick that one instead, but only one.

## Stop the rest, visibly

Archive the accounts you cannot maintain. An abandoned feed looks worse than none.

A visitor who finds your last post from two years ago wonders whether you are still trading. Post a short note saying where to find you instead, then leave the account alone or close it. It feels like giving ground. In practice nobody notices, except you, with a few hours back each week.

## Make a weekly routine

Part-time marketing works when it is a habit rather than a mood. Choose a fixed slot, two hours on the same morning each week, and use it for the same things in the same order:

- Check the enquiries and reviews from the last week, and reply to any that are waiting.
- Do one thing for the channel that gets you found: improve one page, add photos to the profile, answer one common question on the website.
- Do one thing for the channel that keeps you in touch: write part of the monthly email, or prepare the week's posts.
- Note the numbers in a simple spreadsheet: enquiries, where they came from, and what they became.

Two hours, every week, in that order, will beat ten frantic hours once a quarter.

## Say no to the shiny things

There will always be a new platform, a new format or a salesperson with a new opportunity. Keep a list of ideas to revisit at the end of each quarter, and only add something new when you stop something old. A part-time marketer's most valuable skill is declining politely.

## Get help where it compounds

If you bring in outside help, spend it on work that keeps paying: a solid website, a content plan, a clean analytics setup.

The worst use of a small outside budget is paying someone to do the weekly tasks for a few months, because when they stop, everything stops. The best use is work that makes the weekly routine easier and more effective for years: a website that answers questions, templates for the monthly email, a clear positioning that makes every post quicker to write, and measurement you can trust.

## Know when to grow

At some point the two channels will be working and the routine will feel too small. That is the moment to add a third channel, or a few more hours, not before. Use your spreadsheet to decide: if a channel brings enquiries at a cost you can afford and you cannot keep up with it, it deserves more time.

Marketing with a team of one is not a lesser version of marketing. Done with focus, it is often more effective than a larger team spread thin. If you would like a second opinion on which two channels to choose, [book a free consultation](/#free-consultation).`,
  },
  {
    slug: "how-to-brief-an-agency",
    title: "How to brief an agency (and get better work back)",
    excerpt: "A one-page brief saves weeks of back and forth. What to include, and what to leave out.",
    cover: "cover-agency-briefs.jpg",
    published_on: "2025-06-03",
    author: "tom-ashworth",
    category: "strategy",
    tags: ["small-business", "planning"],
    body: `Good briefs are short. One page, five headings:

1. **The business goal**, in numbers if possible.
2. **The audience**: who they are and what they believe today.
3. **The one thing** you want them to think, feel or do.
4. **Constraints**: budget, deadlines, legal requirements.
5. **How we will judge success**, agreed before the work starts.

Leave out the solution. If you already know you want a video, say why, and let the agency tell you if there is a better way. We are always happy to help you shape a brief in a [free consultation](/#free-consultation).

## Why one page

A long brief feels thorough, but it hides the important points among the unimportant ones. The agency has to guess which of forty bullet points matter, and different people on their team will guess differently. A single page forces you to decide, before anyone else is involved, what actually matters. If you cannot fit it on one page, you are probably not ready to brief anyone yet.

## The business goal

Start with what the business needs, not what the marketing should do. "Fill the new clinic's diary to 80% within six months" is a business goal. "Raise awareness of the new clinic" is not: it cannot be measured, and it cannot be wrong.

If you can, add the numbers behind the goal: how many customers you need, what each one is worth, and what you can afford to pay to win one. A good agency will use those numbers to tell you whether the goal is realistic for the budget, which is exactly the conversation you want to have before the work starts rather than after.

## The audience

Describe the people you want to reach as specifically as you can: what they do, what they worry about, what they already believe about you and your competitors. "Small business owners" is too broad. "Owners of restaurants with one or two sites, who have tried a booking app and found it too expensive" is a brief an agency can work with.

The most useful thing you can add here is what stops people today. If you know the objections your sales team hears, write them down. They are usually the real brief.

## The one thing

Ask yourself what a person should think, feel or do after seeing the work. One thing. If you list five, the work will say five things weakly instead of one thing clearly. The other four can wait for the next piece of work.

## Constraints

Budget, deadlines, legal requirements, brand guidelines and anything that cannot change. Be honest about the budget. Agencies are often asked to guess it, and the result is either a proposal you cannot afford or one that holds back ideas it assumes you would not pay for. A range is fine.

Mention the things you have tried before and what happened. Knowing that a previous campaign failed, and why you think it failed, saves everyone time.

## How you will judge success

Agree this in writing before the work starts: which numbers, measured how, over what period. It protects both sides. The agency knows what it is being held to, and you avoid a final report that measures whatever happened to go well.

## What to leave out

- **The solution.** Describe the problem and let the agency propose the answer.
- **Your whole history.** A paragraph of context is useful; ten pages of it are not.
- **Internal politics.** If several people must approve the work, name them and their role in the process, and spare the agency the rest.

## After the brief

Ask the agency to play the brief back to you in their own words before they start. Any difference between what you wrote and what they heard is a misunderstanding caught cheaply. Then set a date for a first, rough response, early enough to change direction without waste.`,
  },
];
