// The Studio's page for a document edited outside the block canvas: a long-form MDX page or a library entry, read
// from disk with what its editor needs (pickers, routes, media, the English source of a translation).
import { randomUUID } from "node:crypto";
import { parseContentFile, type MdxContent } from "@storyfront/content-model";
import type { ContentStore, OpenedFile } from "@storyfront/content-store";
import { localeFileOf, sourceFileOf, type DocumentFile } from "@storyfront/content-store/document-kinds";
import { localeRegistry, type Locale } from "@storyfront/schemas";
import { LazyLibraryStudio as LibraryStudio, LazyPageStudio as PageStudio } from "./lazy-editors";

type Json = Record<string, unknown>;

function Unreadable({ file, reason }: { file: string; reason: string }) {
  return (
    <main style={{ padding: 24, fontFamily: "system-ui, sans-serif" }}>
      <h1>Storyfront Studio</h1>
      <p role="alert">
        <code>{file}</code> cannot be opened in the Studio ({reason}). Fix it in a text editor; <code>npm run validate</code> shows the
        line.
      </p>
    </main>
  );
}

function read(file: string, text: string): { value: unknown } | { error: string } {
  try {
    return { value: parseContentFile(file, text).value };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export function DocumentStudio({ store, opened, document }: { store: ContentStore; opened: OpenedFile; document: DocumentFile }) {
  const { file, text, hash } = opened;
  const parsed = read(file, text);
  if ("error" in parsed) return <Unreadable file={file} reason={parsed.error} />;
  const locale = (document.locale ?? localeRegistry.source) as Locale;
  // The languages it exists in: case studies and reports stay English (their cards' texts are in the front matter).
  const localeFiles = localeRegistry.codes
    .map((code) => ({ locale: code, file: localeFileOf(file, code) }))
    .filter((entry) => store.readDocument(entry.file) !== undefined);
  const { pickers, routes } = store.libraryData(locale, localeRegistry.variantOf(locale));
  const context = { file, hash, locale, localeFiles, documents: store.listDocuments(), pickers, routes, media: store.listMedia() };
  const source = document.locale ? read(sourceFileOf(file), store.readDocument(sourceFileOf(file))?.text ?? "") : undefined;
  const sourceValue = source && "value" in source ? source.value : null;
  if (document.kind.editor === "page") {
    return (
      <PageStudio
        {...context}
        collection={document.kind.collection}
        text={text}
        page={parsed.value as MdxContent}
        sourceFrontMatter={sourceValue ? (sourceValue as MdxContent).frontMatter : null}
        previewSession={randomUUID()}
      />
    );
  }
  return (
    <LibraryStudio
      {...context}
      collection={document.kind.collection}
      entry={parsed.value as Json}
      sourceEntry={sourceValue as Json | null}
    />
  );
}
