import { notFound } from "next/navigation";
import { ArticleList } from "@/studio/newsroom/list/article-list";
import { newsroomReachable } from "@/studio/newsroom/newsroom-access";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pages · Storyfront Studio" };

/** The newsroom's list of pages (issue 39): search, filters, and a new page. */
export default async function ArticlesPage() {
  if (!(await newsroomReachable())) notFound();
  return <ArticleList />;
}
