// The reviewer's bars at the top of every page of every layout: draft mode (per request) and the preview build.
import { draftMode } from "next/headers";
import type { Locale } from "@/i18n/locales";
import { LazyDraftBar } from "./lazy-draft-bar";
import { PreviewBar } from "./preview-bar";

export async function ReviewBars({ locale }: { locale: Locale }) {
  const draft = (await draftMode()).isEnabled;
  return (
    <>
      {draft && <LazyDraftBar />}
      <PreviewBar locale={locale} />
    </>
  );
}
