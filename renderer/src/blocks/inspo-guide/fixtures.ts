import type { BlockOfType } from "@storyfront/schemas";

export const inspoGuideFixtures: BlockOfType<"inspoGuide">[] = [
  {
    type: "inspoGuide",
    name: "Fintech report: stories in banking apps",
    description: "How banks use stories to explain products and lift activation.",
    btnDownload: "Download the report",
    reportLink: "/white-papers/fintech-report",
    cover: { src: "/media/reports/fintech-report.svg", alt: "Cover of the fintech report", width: 240, height: 320 },
  },
  {
    type: "inspoGuide",
    name: "Without a cover",
    description: "The promo still works without an image.",
    btnDownload: "Read",
    reportLink: "/white-papers/mobile-onboarding",
  },
];
