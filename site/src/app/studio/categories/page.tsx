import type { Metadata } from "next";
import { CategoryStudio } from "@/studio/catalog/category-studio";
import { guardStudioPage } from "@/studio/catalog/studio-page-guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Categories · Storyfront Studio" };

/** Categories of the API's catalogue, written by signed-in editors through the admin relay (/api/admin/…). */
export default async function Page() {
  await guardStudioPage();
  return <CategoryStudio />;
}
