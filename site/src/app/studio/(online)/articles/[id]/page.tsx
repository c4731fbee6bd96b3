import { notFound } from "next/navigation";
import { categoryChoices } from "@/studio/newsroom/categories";
import { NewPageForm } from "@/studio/newsroom/list/new-page-form";
import { ArticleEditor } from "@/studio/newsroom/page/article-editor";

export const dynamic = "force-dynamic";
export const metadata = { title: "Edit page · Storyfront Studio" };

type Props = { params: Promise<{ id: string }> };

/** One page in the newsroom's editor; /studio/articles/new is the list's "New page" form. */
export default async function ArticlePage({ params }: Props) {
  const { id } = await params;
  if (id === "new") return <NewPageForm />;
  const pageId = Number(id);
  if (!Number.isInteger(pageId) || pageId < 1) notFound();
  return <ArticleEditor key={pageId} pageId={pageId} categories={await categoryChoices()} />;
}
