// The reviewer's bars at the top of every page of every layout: draft mode (per request) and the preview build.
import type { Locale } from "@/i18n/locales";
import { LazyDraftBar } from "./lazy-draft-bar";
import { PreviewBar } from "./preview-bar";
import { reviewBarTexts } from "./review-bar-texts";
import { reviewerDraftMode } from "./reviewer-draft-mode";

/** Only the draft bar's own strings go to the browser with its island. */
function draftTexts(locale: Locale) {
  const { draftLabel, draftTitle, draftText, draftExit } = reviewBarTexts(locale);
  return { draftLabel, draftTitle, draftText, draftExit };
}

export async function ReviewBars({ locale }: { locale: Locale }) {
  const draft = await reviewerDraftMode();
  return (
    <>
      {draft && <LazyDraftBar texts={draftTexts(locale)} />}
      <PreviewBar locale={locale} />
    </>
  );
}
