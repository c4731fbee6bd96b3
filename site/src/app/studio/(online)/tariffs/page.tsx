import type { Metadata } from "next";
import { TariffStudio } from "@/studio/catalog/tariff-studio";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Tariffs · Storyfront Studio" };

/** Tariffs of the API's catalogue, written by signed-in editors through the admin relay (/api/admin/…). */
export default function Page() {
  return <TariffStudio />;
}
