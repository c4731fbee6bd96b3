import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { buildChanges } from "@/preview/build-changes";
import { ChangesView } from "@/preview/changes-view";
import { diffReportAnchors } from "@/preview/visual-diff-report";

// /_preview/changes: "_" is not allowed in content slugs, so no landing can ever take this path. Rendered per
// request so a visual diff report made after the build shows up; preview builds only, 404 everywhere else.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Pages this branch changes", robots: { index: false, follow: false } };

export default async function PreviewChangesPage({ params }: { params: Promise<PageParams> }) {
  const { domain } = await requirePageDomain(params);
  const changes = buildChanges();
  if (!changes) notFound();
  // Links to the other variant keep the scheme and port the reviewer is on (a preview host, localhost:3000).
  const request = await headers();
  const host = request.get("x-forwarded-host") ?? request.get("host") ?? domain.hostname;
  const origin = `${request.get("x-forwarded-proto") ?? (domain.baseUrl.startsWith("https:") ? "https" : "http")}://${host}`;
  return <ChangesView changes={changes} domain={domain} origin={origin} diffAnchors={diffReportAnchors()} />;
}
