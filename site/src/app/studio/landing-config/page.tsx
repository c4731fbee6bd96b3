import type { Metadata } from "next";
import { LandingConfigStudio } from "@/studio/catalog/landing-config-studio";
import { guardStudioPage } from "@/studio/catalog/studio-page-guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Landing config · Storyfront Studio" };

/** Landing config of the API's catalogue, written by signed-in editors through the admin relay (/api/admin/…). */
export default async function Page() {
  await guardStudioPage();
  return <LandingConfigStudio />;
}
