// Page types of spec §3, without zod: the route table (and through it the browser) needs the numbers only.

export const PageType = {
  default: 0,
  documentation: 1,
  faq: 2,
  news: 3,
  blog: 4,
  webStory: 5,
  pressRelease: 6,
  caseStudies: 7,
  industryInsights: 8,
  landingPage: 9,
  glossary: 10,
} as const;
export type PageTypeValue = (typeof PageType)[keyof typeof PageType];
