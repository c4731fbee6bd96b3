// The preview frame's page: the long-form page being edited (the editor's latest draft, else the file on disk),
// rendered by the site's own article views and MDX renderer, with its placed blocks from the renderer's registry.
// What cannot be rendered yet (an MDX error, a block or a field with errors) is named in place, never a crash.
import { checkContent, frontMatterSchema, mdxBodyFields, parseContentFile, resolveBlock, type MdxContent } from "@storyfront/content-model";
import { libraryFor, type ContentIndex } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { landingBlockSchema, localeRegistry, type LegalPage, type SuccessStory, type WhitePaper } from "@storyfront/schemas";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { domainInfoFor } from "@/domain/domain-info";
import { siteConfig } from "@/domain/site-config";
import type { Locale } from "@/i18n/locales";
import layoutStyles from "@/layouts/layouts.module.css";
import { renderMdx } from "@/mdx/mdx-body";
import { placedBlocks } from "@/mdx/placed-blocks";
import { contentRoot, loadContent } from "@/page-data/content/load-content";
import { CaseStudyArticle } from "@/views/content/case-study-article";
import { LegalArticle } from "@/views/content/legal-article";
import { WhitePaperArticle } from "@/views/content/white-paper-article";
import { documentFileOf, type DocumentKind } from "@storyfront/content-store/document-kinds";
import type { ContentStore } from "@storyfront/content-store";
import { draftFor } from "./preview-drafts";
import { PreviewRefresh } from "./preview-refresh";
import styles from "./rendered-page.module.css";

/** The site's content, or (while a file on disk has errors, which the site's loader refuses) the checker's reading of it. */
function contentIndex(): ContentIndex {
  try {
    return loadContent();
  } catch {
    const { files, mediaPaths } = readContentFolder(contentRoot());
    return checkContent(files, mediaPaths).content;
  }
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p role="note" className={styles.note}>
      {children}
    </p>
  );
}

function placed(document: MdxContent, locale: Locale): Map<string, ReactNode> {
  const declared = document.frontMatter.blocks;
  if (!declared || typeof declared !== "object") return new Map();
  const library = libraryFor(contentIndex(), locale);
  const domain = domainInfoFor(
    {
      hostname: localeRegistry.variantOf(locale) === "ru" ? "ru.localhost" : "localhost",
      variant: localeRegistry.variantOf(locale),
      environment: "dev",
      local: true,
    },
    siteConfig,
  );
  return new Map(
    Object.entries(declared).map(([id, value]) => {
      const parsed = landingBlockSchema.safeParse(value);
      const block = parsed.success ? resolveBlock(parsed.data, library) : undefined;
      if (!block) return [id, <Note key={id}>The block “{id}” shows once its errors are fixed.</Note>];
      return [id, placedBlocks(new Map([[id, block]]), locale, domain).get(id)];
    }),
  );
}

async function body(document: MdxContent, kind: DocumentKind, locale: Locale): Promise<ReactNode> {
  try {
    return await renderMdx(document.body, kind.collection === "legal" ? undefined : placed(document, locale));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    return <Note>The text cannot be shown until its MDX error is fixed: {reason}</Note>;
  }
}

function openedDocument(file: string, session: string, store: ContentStore): { document: MdxContent; version: number } {
  const draft = draftFor(session, file);
  if (draft) return draft;
  const parsed = (() => {
    try {
      return parseContentFile(file, store.readDocument(file)?.text ?? "");
    } catch {
      return undefined;
    }
  })();
  if (parsed?.format !== "mdx") notFound();
  return { document: parsed.value, version: 0 };
}

export async function PagePreview({ file, session, store }: { file: string; session: string; store: ContentStore }) {
  const opened = documentFileOf(file);
  if (opened?.kind.editor !== "page") notFound();
  const { document, version } = openedDocument(file, session, store);
  const locale = (opened.locale ?? localeRegistry.source) as Locale;
  setRequestLocale(locale);
  const { kind } = opened;
  const field = mdxBodyFields[kind.collection] ?? "body";
  const schema = frontMatterSchema(kind.collection, field);
  // The header's fields alone: a placed block with errors shows as a note where it is placed, not as a missing header.
  const { blocks: _blocks, ...own } = document.frontMatter;
  const fields = ("blocks" in schema.shape ? schema.omit({ blocks: true }) : schema).safeParse(own);
  const text = await body(document, kind, locale);
  let article: ReactNode;
  if (!fields.success) {
    article = (
      <>
        <Note>The page&apos;s title and header show once the errors in its fields are fixed.</Note>
        {text}
      </>
    );
  } else if (kind.collection === "caseStudies") {
    article = <CaseStudyArticle study={fields.data as SuccessStory} body={text} locale={locale} />;
  } else if (kind.collection === "whitePapers") {
    article = <WhitePaperArticle paper={fields.data as WhitePaper} body={text} locale={locale} />;
  } else {
    article = <LegalArticle page={fields.data as LegalPage} body={text} locale={locale} />;
  }
  return (
    <>
      <main className={layoutStyles.page}>{article}</main>
      <PreviewRefresh version={version} />
    </>
  );
}
