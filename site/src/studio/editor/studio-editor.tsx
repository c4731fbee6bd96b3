// The content files' editor for one document (a landing, a catalogue entry, a long-form page, a library entry), on
// the store of the Studio it runs in: the working tree locally, a content branch online.
import { notFound } from "next/navigation";
import { documentFileOf } from "@storyfront/content-store/document-kinds";
import { pageAddress, translatable } from "@storyfront/content-store/page-address";
import { localeRegistry, type Locale } from "@storyfront/schemas";
import type { ContentStore } from "@storyfront/content-store";
import { StudioClient as StudioApp } from "./studio-client";
import { editorFields } from "@/studio/fields/block-fields";
import { withLibraryExamples } from "@/studio/fields/library-examples";
import { DocumentStudio } from "@/studio/documents/document-studio";
import { studioBlockLabels } from "@/studio/handlers/studio-labels";

const localeOfFile = (file: string): Locale => {
  const code = /\.([a-z]{2})\.json$/.exec(file)?.[1] ?? "";
  return localeRegistry.isLocale(code) ? code : localeRegistry.source;
};

function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The editor of `file` on `store`; 404 for a file the Studio does not edit or that is not there. */
export async function StudioEditor({ store, file, variant: requested }: { store: ContentStore; file: string; variant?: string }) {
  const opened = store.readDocument(file);
  if (!opened) notFound();
  const document = documentFileOf(file);
  if (document && document.kind.editor !== "canvas") return <DocumentStudio key={file} store={store} opened={opened} document={document} />;
  const unreadable = jsonError(opened.text);
  if (unreadable) {
    return (
      <main style={{ padding: 24, fontFamily: "system-ui, sans-serif" }}>
        <h1>Storyfront Studio</h1>
        <p role="alert">
          <code>{file}</code> is not valid JSON ({unreadable}), so the Studio cannot open it. Fix it in a text editor;
          <code> npm run validate</code> shows the line.
        </p>
      </main>
    );
  }
  const locale = localeOfFile(file);
  const fileVariant = localeRegistry.variantOf(locale);
  const variant =
    localeRegistry.variants.find((entry) => entry === requested && entry !== fileVariant && locale === localeRegistry.source) ??
    fileVariant;
  const landingFiles = store.listLandings();
  const base = file.replace(/\.[a-z]{2}\.json$/, ".json");
  const sourceText = base === file ? opened.text : (store.readDocument(base)?.text ?? null);
  // Only the languages the route table serves the page's address in: a translation elsewhere is a page nobody opens.
  const address = sourceText === null || jsonError(sourceText) ? undefined : pageAddress(base, JSON.parse(sourceText));
  const localeFiles = localeRegistry.localesOf(variant).flatMap((entry) => {
    const candidate = entry === localeRegistry.source ? base : base.replace(/\.json$/, `.${entry}.json`);
    const existing = landingFiles.includes(candidate) ? candidate : null;
    return existing || !address || translatable(address, entry) ? [{ locale: entry, file: existing }] : [];
  });
  if (!localeFiles.some((entry) => entry.locale === locale)) localeFiles.unshift({ locale, file });
  // The site variants that show the page in one of their languages (an industry page is not on storyfront.ru).
  const variants = localeRegistry.variants.filter(
    (entry) => entry === variant || !address || localeRegistry.localesOf(entry).some((served) => translatable(address, served)),
  );
  const kind = file.startsWith("solutions/") ? "catalogue" : "landing";
  const library = store.libraryData(locale, variant);
  // A new block's references start with entries of this locale's libraries (library-examples.ts).
  // …and its pictures and videos are files this content has (a fixture may name one only the renderer's tests know).
  const mediaFiles = new Set(store.listMediaFiles());
  const fields = editorFields(kind, (path) => mediaFiles.has(path));
  fields.blocks = fields.blocks.map(([type, set]) => [type, withLibraryExamples(set, library.pickers)]);
  return (
    <StudioApp
      // A new editor for each document: the Studio opens the next one by a client-side navigation (open-in-studio.ts).
      key={`${file}|${variant}`}
      file={file}
      kind={kind}
      fields={fields}
      text={opened.text}
      hash={opened.hash}
      variant={variant}
      variants={variants}
      locale={locale}
      localeFiles={localeFiles}
      documents={store.listDocuments()}
      media={store.listMedia()}
      labels={await studioBlockLabels(locale)}
      sourceText={base === file ? null : sourceText}
      translation={store.translationState(file)}
      {...library}
    />
  );
}
