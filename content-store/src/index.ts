// The Studio's content store: everything the Studio does to content, without a web framework. It works on one
// ContentSource (today the working tree's content folder, see content-source.ts); the site's route handlers parse
// requests, check the Studio's guard and answer with what these return.
import type { Locale } from "@storyfront/schemas";
import { contentChanges } from "./changes";
import type { ContentSource } from "./content-source";
import { createDocument, deleteDocument, duplicateDocument } from "./document-actions";
import { listStudioDocuments } from "./document-list";
import { checkDraft, listLandingFiles, listMediaImages, readDocument, saveDocument } from "./documents";
import { createLanding, deleteLanding, duplicateLanding, translateFile } from "./landing-actions";
import { libraryData } from "./library-data";
import { saveUpload } from "./media-upload";
import { listMediaLibrary, mediaLibraryItem, saveMediaEntry } from "./media-library";
import { proposeChange } from "./propose-change";
import { translationState } from "./translation-state";

export { workingTree, type ContentSource } from "./content-source";
export { BranchConflict, gitBranch } from "./git-branch";
export { isEditableFile, type OpenedFile, type SaveResult } from "./documents";
export { StudioActionError } from "./studio-action-error";
export { UploadError } from "./media-upload";
export type { MediaLibraryItem } from "./media-library";
export { ProposeError, type Proposal } from "./propose-change";
export type { StudioDocument } from "./document-list";

export function contentStore(source: ContentSource) {
  return {
    /** A document as stored, with the hash a save compares (undefined: not a file the Studio edits, or not there). */
    readDocument: (file: string) => readDocument(file, source),
    /** Saves canonically unless the document changed since the editor loaded it at `baseHash` (a conflict). */
    saveDocument: (file: string, data: unknown, baseHash: string) => saveDocument(file, data, baseHash, source),
    /** The checker's problems with a document as the editor holds it, against all other content. */
    checkDocument: (file: string, data: unknown) => checkDraft(file, data, source),
    listDocuments: () => listStudioDocuments(source),
    listLandings: () => listLandingFiles(source),
    listMedia: () => listMediaImages(source),
    /** Every file under media/ (pictures, videos, captions) as its /media/... path. */
    listMediaFiles: () => source.list("media").map((file) => `/${file}`),
    createLanding: (slug: string) => createLanding(slug, source),
    duplicateLanding: (from: string, slug: string) => duplicateLanding(from, slug, source),
    translateLanding: (from: string, locale: string) => translateFile(from, locale, source),
    deleteLanding: (file: string) => deleteLanding(file, source),
    createDocument: (folder: string, slug: string) => createDocument(folder, slug, source),
    duplicateDocument: (from: string, slug: string) => duplicateDocument(from, slug, source),
    deleteDocument: (file: string) => deleteDocument(file, source),
    /** Stores an uploaded image under media/uploads; returns its /media/... path. */
    saveUpload: (name: string, bytes: Uint8Array) => saveUpload(name, bytes, source),
    /** Every picture under media/ with its sizes and library entry (alt text, focal point). */
    listMediaLibrary: () => listMediaLibrary(source),
    /** One picture with its sizes and library entry; undefined when there is no such picture. */
    mediaLibraryItem: (picture: string) => mediaLibraryItem(picture, source),
    /** Writes a picture's library entry, content/media/<picture>.json. */
    saveMediaEntry: (picture: string, entry: unknown) => saveMediaEntry(picture, entry, source),
    /** Commits the content changes to a new branch content/<name>. */
    proposeChange: (change: { name: string; message: string }) => proposeChange(change, source),
    changes: (base: string, siteSrc: string) => contentChanges(base, siteSrc, source),
    translationState: (file: string) => translationState(file, source),
    libraryData: (locale: Locale, variant: "com" | "ru") => libraryData(locale, variant, source),
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
