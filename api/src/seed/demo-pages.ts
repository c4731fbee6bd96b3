// Demo press releases, web stories, FAQ and glossary pages, and landing pages. All text is written for this project.

export type DemoSimplePage = { slug: string; title: string; description: string; body: string };

export const demoPressReleases: DemoSimplePage[] = [
  {
    slug: "storyfront-launches-web-sdk",
    title: "Storyfront launches a web SDK for stories",
    description: "The same stories now run on websites as well as in mobile apps.",
    body: "Teams can publish one story to iOS, Android and the web from a single editor, with shared analytics across all three.",
  },
  {
    slug: "storyfront-adds-mini-games",
    title: "Mini-games arrive in the Storyfront editor",
    description: "Quizzes, calendars and quick games can now be built without code.",
    body: "Game templates are edited like any story and report plays, wins and return visits in the usual dashboard.",
  },
  {
    slug: "storyfront-opens-european-region",
    title: "Storyfront opens a European data region",
    description: "Customers can keep story content and analytics inside the EU.",
    body: "Projects created in the new region store content, media and analytics events on servers located in the European Union.",
  },
  {
    slug: "storyfront-ab-testing-five-versions",
    title: "A/B testing now covers five story versions",
    description: "Marketers can compare up to five versions of a story at once.",
    body: "Traffic is split evenly by default, and the dashboard marks a winner only after the chosen sample size is reached.",
  },
];

export const demoWebStories: (DemoSimplePage & { order: number })[] = [
  {
    order: 1,
    slug: "story-five-onboarding-tips",
    title: "Five onboarding tips in five slides",
    description: "A quick story about first-minute onboarding.",
    body: "One question per screen, a skip button everywhere, and a reward at the end.",
  },
  {
    order: 2,
    slug: "story-holiday-calendar",
    title: "Build a holiday calendar",
    description: "How daily doors bring users back.",
    body: "Open a door a day, mix small and big rewards, and keep the last door special.",
  },
  {
    order: 3,
    slug: "story-ab-test-basics",
    title: "A/B test basics",
    description: "Split, wait, decide.",
    body: "Pick one metric, wait for the sample, then decide and move on.",
  },
  {
    order: 4,
    slug: "story-video-slides",
    title: "Video slides that work",
    description: "Short clips, captions on.",
    body: "Keep clips short, add captions, and put the action on the last slide.",
  },
  {
    order: 5,
    slug: "story-quiz-design",
    title: "Designing a quiz",
    description: "Teach with every question.",
    body: "Explain each answer in one line so every player learns something.",
  },
  {
    order: 6,
    slug: "story-widget-placement",
    title: "Where to place the widget",
    description: "Seen, but never in the way.",
    body: "Put the story row where eyes land first, below the one button users came for.",
  },
];

export const demoFaq: DemoSimplePage[] = [
  {
    slug: "faq-what-is-mau",
    title: "What counts as a monthly active user?",
    description: "How MAU is counted for pricing.",
    body: "A monthly active user is a unique person who viewed at least one story, including onboarding stories, during the month.",
  },
  {
    slug: "faq-when-does-trial-start",
    title: "When does the free trial start?",
    description: "The trial and the first story.",
    body: "The 30-day trial starts only after your first story is published. No credit card is required.",
  },
  {
    slug: "faq-how-long-integration",
    title: "How long does integration take?",
    description: "Typical integration time.",
    body: "Integration usually takes about two weeks, most of it spent agreeing on placement and analytics events.",
  },
  {
    slug: "faq-video-size",
    title: "How large can a video slide be?",
    description: "Video upload limits.",
    body: "Video slides play in full HD; each file can be up to 50MB.",
  },
  {
    slug: "faq-ab-versions",
    title: "How many versions can an A/B test compare?",
    description: "A/B testing limits.",
    body: "An A/B test can compare up to five versions of a story.",
  },
  {
    slug: "faq-demo-call",
    title: "How long is a demo call?",
    description: "What to expect from a demo.",
    body: "A demo call takes 30 minutes: a short tour, your questions, and a look at what fits your app.",
  },
];

export const demoGlossary: DemoSimplePage[] = [
  {
    slug: "glossary-in-app-story",
    title: "In-app story",
    description: "A tap-through sequence of full-screen slides shown inside an app.",
    body: "An in-app story is a short sequence of full-screen slides that users tap through at their own pace.",
  },
  {
    slug: "glossary-mau",
    title: "MAU",
    description: "Monthly active users.",
    body: "MAU counts unique users active in a month; for pricing here, those who viewed stories.",
  },
  {
    slug: "glossary-completion-rate",
    title: "Completion rate",
    description: "Share of opened stories viewed to the last slide.",
    body: "Completion rate is the share of story opens that reach the final slide.",
  },
  {
    slug: "glossary-onboarding",
    title: "Onboarding",
    description: "The first screens a new user sees.",
    body: "Onboarding is the guided first experience that shows a new user how to get value from an app.",
  },
  {
    slug: "glossary-ab-test",
    title: "A/B test",
    description: "Comparing versions on split traffic.",
    body: "An A/B test shows different versions to random groups of users and compares a chosen metric.",
  },
  {
    slug: "glossary-widget",
    title: "Story widget",
    description: "The row of story covers in an app.",
    body: "A story widget is the row or grid of covers from which users open stories.",
  },
  {
    slug: "glossary-ugc",
    title: "User-generated content",
    description: "Content created by users rather than the brand.",
    body: "User-generated content is material made by customers, such as photos or reviews, shown in the app.",
  },
  {
    slug: "glossary-gamification",
    title: "Gamification",
    description: "Game mechanics in a non-game product.",
    body: "Gamification adds points, levels, rewards or games to a product to encourage repeated use.",
  },
];

/** An API landing page (type 9): its own topic, never a content solution's slug (content/solutions wins a clash). */
export type DemoLanding = Omit<DemoSimplePage, "body"> & {
  category: "industry" | "features";
  /** The short label of the Solutions menu and the footer (the title is the page's heading). */
  navLabel: string;
  sections: { heading?: string; paragraphs: string[] }[];
};

/**
 * The API's landing pages, listed in the Solutions menu and the footer (industry or features) and linked there as
 * /solutions/{slug}, which is where the sitemap lists them. Topics no content solution covers; English only,
 * because /solutions/{slug} is an English-only route (spec §2.3) where no other language would ever be shown.
 */
export const demoLandings: DemoLanding[] = [
  {
    category: "industry",
    slug: "streaming",
    navLabel: "Streaming",
    title: "In-app stories for streaming apps",
    description: "Trailers, release calendars and watch-party invites as stories inside a video or music streaming app.",
    sections: [
      {
        paragraphs: [
          "A streaming catalogue grows faster than any home screen can show it. Stories give each week's releases a front row: a " +
            "tap-through trailer, the cast in three slides, and a button that starts the episode or adds it to a list.",
          "Editors publish from the same dashboard they already use for banners, so a surprise release can be announced the hour it " +
            "lands, without waiting for an app update or a new build in the stores.",
        ],
      },
      {
        heading: "Bring viewers back on release day",
        paragraphs: [
          "A release calendar story lets viewers follow a season: each new episode opens a slide, and a reminder slide asks whether " +
            "to notify them next time. Music apps use the same format for album drops and live sessions.",
          "Watch-party and playlist stories end with a share button, so one viewer's evening becomes an invitation for friends who do " +
            "not have the app yet.",
        ],
      },
      {
        heading: "Measured like any other content",
        paragraphs: [
          "Every story reports opens, completion and taps on its buttons, per slide. Teams compare two trailers in an A/B test and " +
            "keep the one that starts more episodes, not the one with more views.",
        ],
      },
    ],
  },
  {
    category: "industry",
    slug: "mobility",
    navLabel: "Mobility",
    title: "In-app stories for mobility apps",
    description: "Ride-hailing, car-sharing and scooter apps explain new cities, rules and offers in stories riders actually finish.",
    sections: [
      {
        paragraphs: [
          "Riders open a mobility app to go somewhere, not to read. Stories fit that moment: five seconds on the parking rules of a " +
            "new city, a slide on the helmet law, and the ride button is back on screen.",
          "Operators launch in a new district or city with a story shown only to riders there, written and scheduled by the local " +
            "team in the editor, in their own language.",
        ],
      },
      {
        heading: "Safety and rules people remember",
        paragraphs: [
          "A short quiz at the end of a safety story checks that riders know where to park and how to end a trip. Completion is " +
            "counted per rider, so the team can see which rules are still missed.",
          "Seasonal changes, such as winter tyres or a closed bridge, reach riders the same day instead of waiting for the next " +
            "release of the app.",
        ],
      },
      {
        heading: "Offers that fill quiet hours",
        paragraphs: [
          "Off-peak discounts, passes and referral codes work best when they are explained once and clearly. A story ends on a button " +
            "that applies the offer, and the dashboard shows how many rides it brought.",
        ],
      },
    ],
  },
  {
    category: "features",
    slug: "story-analytics",
    navLabel: "Story analytics",
    title: "Story analytics and reports",
    description: "Opens, completion, slide drop-off and button taps for every story, in one dashboard and as an export.",
    sections: [
      {
        paragraphs: [
          "Every story reports how many people opened it, how far they got and what they tapped. The numbers are per slide, so a " +
            "story that loses half its viewers on slide three says so plainly.",
          "Reports cover all platforms at once: the same story on iOS, Android and the web counts into one set of figures, with a " +
            "filter for each when you need it.",
        ],
      },
      {
        heading: "From numbers to decisions",
        paragraphs: [
          "Completion rate and button taps show whether a story did its job. Compare stories of the same campaign side by side, or " +
            "run an A/B test and let the dashboard name a winner only once the sample is large enough.",
          "Goals connect a story to what happens after it: a purchase, a sign-up or a started trial, reported next to the story that " +
            "led there.",
        ],
      },
      {
        heading: "Your data, where you need it",
        paragraphs: [
          "Export any report as CSV, or send events to your own analytics tools in real time. Nothing is sampled, and figures for the " +
            "previous day are complete every morning.",
        ],
      },
    ],
  },
  {
    category: "features",
    slug: "story-localization",
    navLabel: "Localization",
    title: "Stories in every language",
    description: "One story, translated per market: the editor keeps languages together and shows each user their own.",
    sections: [
      {
        paragraphs: [
          "A story written once can be shown in every language your app speaks. Translations live next to the original in the editor, " +
            "slide by slide, so a change to the source marks the translations that need another look.",
          "Each user sees the story in the language of their app. Where a translation is missing, you decide: show the original, or " +
            "leave the story out for that market.",
        ],
      },
      {
        heading: "Local teams, one workflow",
        paragraphs: [
          "Regional editors get access to their own languages only. They can adapt images and buttons as well as text, because a " +
            "promotion that works in one country rarely reads the same in the next.",
          "Publishing is per language, so a market can go live on its own schedule while the others wait for review.",
        ],
      },
    ],
  },
];

/** A landing's body as the API stores it (HTML): each section's heading and paragraphs. */
export const landingBody = (landing: DemoLanding): string =>
  landing.sections
    .map(
      (section) =>
        `${section.heading ? `<h2>${section.heading}</h2>` : ""}${section.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")}`,
    )
    .join("");
