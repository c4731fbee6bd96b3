import { ArticleList } from "@/studio/newsroom/list/article-list";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pages · Storyfront Studio" };

/** The newsroom's list of pages (issue 39): search, filters, and a new page. */
export default function ArticlesPage() {
  return <ArticleList />;
}
