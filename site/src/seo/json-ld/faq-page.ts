import type { Faq } from "@storyfront/schemas";
import type { FAQPage, WithContext } from "schema-dts";
import type { Locale } from "@/i18n/locales";

/** Inline markup of content text ([label](href), **bold**) reduced to plain words. */
const plain = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_`]/g, "");

/** /faq as FAQPage: every question with its answer, in the language shown. */
export function faqPageJsonLd(faq: Faq, language: Locale): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: faq.groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question" as const,
        name: plain(entry.question),
        acceptedAnswer: { "@type": "Answer" as const, text: plain(entry.answer) },
      })),
    ),
  };
}
