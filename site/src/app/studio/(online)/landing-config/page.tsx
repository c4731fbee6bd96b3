import type { Metadata } from "next";
import { LandingConfigStudio } from "@/studio/catalog/landing-config-studio";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Landing config · Storyfront Studio" };

/** Landing config of the API's catalogue, written by signed-in editors through the admin relay (/api/admin/…). */
export default function Page() {
  return <LandingConfigStudio />;
}
