// Demo press releases, web stories, FAQ and glossary pages, and landing pages. All text is written for this project.

export type DemoSimplePage = { slug: string; title: string; description: string; body: string };

export const demoPressReleases: DemoSimplePage[] = [
  { slug: "storyfront-launches-web-sdk", title: "Storyfront launches a web SDK for stories", description: "The same stories now run on websites as well as in mobile apps.", body: "Teams can publish one story to iOS, Android and the web from a single editor, with shared analytics across all three." },
  { slug: "storyfront-adds-mini-games", title: "Mini-games arrive in the Storyfront editor", description: "Quizzes, calendars and quick games can now be built without code.", body: "Game templates are edited like any story and report plays, wins and return visits in the usual dashboard." },
  { slug: "storyfront-opens-european-region", title: "Storyfront opens a European data region", description: "Customers can keep story content and analytics inside the EU.", body: "Projects created in the new region store content, media and analytics events on servers located in the European Union." },
  { slug: "storyfront-ab-testing-five-versions", title: "A/B testing now covers five story versions", description: "Marketers can compare up to five versions of a story at once.", body: "Traffic is split evenly by default, and the dashboard marks a winner only after the chosen sample size is reached." },
];

export const demoWebStories: (DemoSimplePage & { order: number })[] = [
  { order: 1, slug: "story-five-onboarding-tips", title: "Five onboarding tips in five slides", description: "A quick story about first-minute onboarding.", body: "One question per screen, a skip button everywhere, and a reward at the end." },
  { order: 2, slug: "story-holiday-calendar", title: "Build a holiday calendar", description: "How daily doors bring users back.", body: "Open a door a day, mix small and big rewards, and keep the last door special." },
  { order: 3, slug: "story-ab-test-basics", title: "A/B test basics", description: "Split, wait, decide.", body: "Pick one metric, wait for the sample, then decide and move on." },
  { order: 4, slug: "story-video-slides", title: "Video slides that work", description: "Short clips, captions on.", body: "Keep clips short, add captions, and put the action on the last slide." },
  { order: 5, slug: "story-quiz-design", title: "Designing a quiz", description: "Teach with every question.", body: "Explain each answer in one line so every player learns something." },
  { order: 6, slug: "story-widget-placement", title: "Where to place the widget", description: "Seen, but never in the way.", body: "Put the story row where eyes land first, below the one button users came for." },
];

export const demoFaq: DemoSimplePage[] = [
  { slug: "faq-what-is-mau", title: "What counts as a monthly active user?", description: "How MAU is counted for pricing.", body: "A monthly active user is a unique person who viewed at least one story, including onboarding stories, during the month." },
  { slug: "faq-when-does-trial-start", title: "When does the free trial start?", description: "The trial and the first story.", body: "The 30-day trial starts only after your first story is published. No credit card is required." },
  { slug: "faq-how-long-integration", title: "How long does integration take?", description: "Typical integration time.", body: "Integration usually takes about two weeks, most of it spent agreeing on placement and analytics events." },
  { slug: "faq-video-size", title: "How large can a video slide be?", description: "Video upload limits.", body: "Video slides play in full HD; each file can be up to 50MB." },
  { slug: "faq-ab-versions", title: "How many versions can an A/B test compare?", description: "A/B testing limits.", body: "An A/B test can compare up to five versions of a story." },
  { slug: "faq-demo-call", title: "How long is a demo call?", description: "What to expect from a demo.", body: "A demo call takes 30 minutes: a short tour, your questions, and a look at what fits your app." },
];

export const demoGlossary: DemoSimplePage[] = [
  { slug: "glossary-in-app-story", title: "In-app story", description: "A tap-through sequence of full-screen slides shown inside an app.", body: "An in-app story is a short sequence of full-screen slides that users tap through at their own pace." },
  { slug: "glossary-mau", title: "MAU", description: "Monthly active users.", body: "MAU counts unique users active in a month; for pricing here, those who viewed stories." },
  { slug: "glossary-completion-rate", title: "Completion rate", description: "Share of opened stories viewed to the last slide.", body: "Completion rate is the share of story opens that reach the final slide." },
  { slug: "glossary-onboarding", title: "Onboarding", description: "The first screens a new user sees.", body: "Onboarding is the guided first experience that shows a new user how to get value from an app." },
  { slug: "glossary-ab-test", title: "A/B test", description: "Comparing versions on split traffic.", body: "An A/B test shows different versions to random groups of users and compares a chosen metric." },
  { slug: "glossary-widget", title: "Story widget", description: "The row of story covers in an app.", body: "A story widget is the row or grid of covers from which users open stories." },
  { slug: "glossary-ugc", title: "User-generated content", description: "Content created by users rather than the brand.", body: "User-generated content is material made by customers, such as photos or reviews, shown in the app." },
  { slug: "glossary-gamification", title: "Gamification", description: "Game mechanics in a non-game product.", body: "Gamification adds points, levels, rewards or games to a product to encourage repeated use." },
];

const industries: [slug: string, name: string][] = [
  ["telecom", "telecom"],
  ["education", "education"],
  ["health", "health"],
  ["sport", "sport"],
  ["travel", "travel"],
  ["fintech", "fintech"],
  ["ecommerce", "e-commerce"],
  ["fashion", "fashion"],
  ["foodtech", "foodtech"],
  ["food-retail", "food retail"],
];

const features: [slug: string, title: string][] = [
  ["abtesting", "A/B testing for stories"],
  ["app-stories", "User-generated app stories"],
  ["gamification", "Gamification and mini-games"],
  ["widgets", "Story widgets"],
  ["personalization", "Personalised content"],
  ["onboarding", "Onboarding flows"],
  ["mobile-marketing", "Mobile marketing"],
  ["engagement", "User engagement"],
  ["content-marketing", "Content marketing in apps"],
  ["digital-news", "Digital news formats"],
];

export const demoLandings: (DemoSimplePage & { category: "industry" | "features" })[] = [
  ...industries.map(([slug, name]) => ({
    category: "industry" as const,
    slug,
    title: `In-app stories for ${name}`,
    description: `Stories, games and onboarding built for ${name} apps.`,
    body: `See how ${name} teams use stories to explain, engage and bring users back.`,
  })),
  ...features.map(([slug, title]) => ({
    category: "features" as const,
    slug,
    title,
    description: `${title}, edited without code and measured in one dashboard.`,
    body: `${title} let marketers ship in-app content without waiting for an app release.`,
  })),
];
