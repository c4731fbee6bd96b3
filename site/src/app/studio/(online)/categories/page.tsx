import type { Metadata } from "next";
import { CategoryStudio } from "@/studio/catalog/category-studio";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Categories · Storyfront Studio" };

/** Categories of the API's catalogue, written by signed-in editors through the admin relay (/api/admin/…). */
export default function Page() {
  return <CategoryStudio />;
}
