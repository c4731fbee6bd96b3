"use client";
// The newsroom's editor for one page: its fields and every language, autosave while typing, Save (Ctrl/Cmd+S) on
// the version it was opened at, the conflict screen when someone saved in between, revisions and publishing.
import type { ApiLocale, AuthoredPage, PageConflict, PageRevision } from "@storyfront/schemas";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { PageActivity } from "../audit/audit-panel";
import { SaveState } from "../autosave/save-state";
import { useAutosave } from "../autosave/use-autosave";
import type { BodyReader } from "../body/body-editor";
import { ConflictScreen } from "../conflict/conflict-screen";
import { PublishBar, type PublishAction } from "../publishing/publish-bar";
import { browserZone, formatInZone } from "../publishing/zone-time";
import { RevisionsPanel } from "../revisions/revisions-panel";
import styles from "./editor.module.css";
import { fieldErrorsOf, type FieldErrors } from "./field-errors";
import { LanguageFields } from "./language-fields";
import { LanguageTabs } from "./language-tabs";
import { pageCall, type CallFailure } from "./page-calls";
import { PageFieldsForm, type Choice } from "./page-fields";
import { emptyTranslation, formOf, translationOf, withTranslation, type PageForm, type Translation } from "./page-form";
import { outOfDateLanguages, statusOf } from "./page-status";

type Props = { pageId: number; categories: readonly Choice[] };

type Conflict = { conflict: PageConflict; theirs: AuthoredPage; mine: PageForm };
type Restored = { savedAt: number; pageForm: PageForm };

const count = (fields: number) => (fields === 1 ? "1 field" : `${fields} fields`);

const tagName = (tag: { slug: string; languages: { languageCode: string; name: string }[] }) =>
  tag.languages.find((language) => language.languageCode === "en")?.name || tag.slug;

export function ArticleEditor({ pageId, categories }: Props) {
  const [page, setPage] = useState<AuthoredPage | null>(null);
  const [form, setFormState] = useState<PageForm | null>(null);
  const [language, setLanguage] = useState<ApiLocale>("en");
  // Bumped when the texts are replaced from outside (a restored autosave, a merge, a revision): the body editors
  // open again with the new text.
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [restored, setRestored] = useState<Restored | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [revisions, setRevisions] = useState<PageRevision[]>([]);
  const [showRevisions, setShowRevisions] = useState(false);
  const [tags, setTags] = useState<Choice[]>([]);
  const [busy, setBusy] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);

  const formRef = useRef<PageForm | null>(null);
  const pageRef = useRef<AuthoredPage | null>(null);
  pageRef.current = page;
  const readers = useRef(new Map<ApiLocale, BodyReader>());
  const lastBodies = useRef(new Map<ApiLocale, string>());
  /** Changes since the page itself was last saved (autosave does not count). */
  const unsavedToPage = useRef(false);

  /** The form with each body as its editor holds it now. */
  const collect = useCallback((finished = true): PageForm | null => {
    const current = formRef.current;
    if (!current) return null;
    const translations = current.translations.map((translation): Translation => {
      const read = readers.current.get(translation.language);
      const content = read ? read(finished) : (lastBodies.current.get(translation.language) ?? translation.content);
      return { ...translation, content };
    });
    return { ...current, translations };
  }, []);

  const { scheduler } = useAutosave({
    snapshot: () => {
      // As typed: the heading ids and allow-list clean-up are for saving the page, not worth a long body's time here.
      const fields = collect(false);
      const base = pageRef.current;
      return fields && base ? { baseVersion: base.version, fields } : null;
    },
    send: async (snapshot) => {
      const answer = await pageCall("adminPageAutosave", { params: { id: pageId }, body: snapshot as never });
      if (answer.ok) return "stored";
      return answer.failure.kind === "unreachable" ? "unreachable" : "refused";
    },
    url: `/api/admin/page/${pageId}/autosave`,
  });

  const setForm = useCallback((next: PageForm, fromOutside = false) => {
    formRef.current = next;
    setFormState(next);
    if (fromOutside) {
      lastBodies.current.clear();
      setGeneration((value) => value + 1);
    }
  }, []);

  const edited = useCallback(() => {
    unsavedToPage.current = true;
    setDone(null);
    scheduler.changed();
  }, [scheduler]);

  const change = useCallback(
    (update: (current: PageForm) => PageForm) => {
      const current = formRef.current;
      if (!current) return;
      setForm(update(current));
      edited();
    },
    [edited, setForm],
  );

  const registerBody = useCallback(
    (reader: BodyReader | null, lastHtml?: string) => {
      // The editor of the language on screen; lastHtml is its text as it closes (tab switch).
      const lang = language;
      if (reader) readers.current.set(lang, reader);
      else {
        readers.current.delete(lang);
        if (lastHtml !== undefined) lastBodies.current.set(lang, lastHtml);
      }
    },
    [language],
  );

  const loadRevisions = useCallback(async () => {
    const answer = await pageCall("adminPageRevisionList", { params: { id: pageId } });
    if (answer.ok) setRevisions(answer.value.body);
  }, [pageId]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [view, autosave, tagList] = await Promise.all([
        pageCall("adminPageView", { params: { id: pageId } }),
        pageCall("adminPageAutosaveView", { params: { id: pageId } }),
        pageCall("adminTagList", { query: { "per-page": "100" } }),
      ]);
      if (!live) return;
      if (!view.ok) return setLoadFailure(view.failure.message);
      const opened = view.value.body;
      setPage(opened);
      const pageForm = formOf(opened);
      const saved = autosave.ok ? autosave.value.body : null;
      if (saved && saved.savedAt > opened.updatedAt) {
        setForm(formOf(saved.fields), true);
        setRestored({ savedAt: saved.savedAt, pageForm });
        unsavedToPage.current = true;
      } else setForm(pageForm, true);
      if (tagList.ok) setTags(tagList.value.body.map((tag) => ({ id: tag.id, name: tagName(tag) })));
      void loadRevisions();
    })();
    return () => {
      live = false;
    };
  }, [pageId, setForm, loadRevisions]);

  const fail = useCallback((failure: CallFailure, sent?: PageForm) => {
    if (failure.kind === "invalid") {
      const found = sent ? fieldErrorsOf(failure.errors, sent) : {};
      setErrors(found);
      setAlert(`${failure.message}. ${count(Object.keys(found).length)} to fix; each says what is wrong.`);
      // The first field in error in the language on screen, else the first one at all.
      const first = Object.keys(found)[0];
      const match = first ? /^translations\.(\w+)\./.exec(first) : null;
      if (match) setLanguage(match[1] as ApiLocale);
    } else setAlert(failure.message);
  }, []);

  /** Saves `fields` on `baseVersion`; a conflict opens the conflict screen with their version. */
  const saveFields = useCallback(
    async (fields: PageForm, baseVersion: number): Promise<boolean> => {
      setBusy(true);
      setAlert(null);
      const answer = await pageCall("adminPageUpdate", { params: { id: pageId }, body: { ...fields, baseVersion } });
      setBusy(false);
      if (answer.ok) {
        setPage(answer.value.body);
        setErrors({});
        unsavedToPage.current = false;
        scheduler.settled();
        setDone(`Saved as version ${answer.value.body.version}.`);
        void loadRevisions();
        return true;
      }
      if (answer.failure.kind === "conflict") {
        const theirs = await pageCall("adminPageView", { params: { id: pageId } });
        if (theirs.ok) setConflict({ conflict: answer.failure.conflict, theirs: theirs.value.body, mine: fields });
        else fail(theirs.failure);
        return false;
      }
      fail(answer.failure, fields);
      return false;
    },
    [pageId, scheduler, loadRevisions, fail],
  );

  const save = useCallback(async () => {
    const fields = collect();
    const base = pageRef.current;
    if (!fields || !base) return false;
    return saveFields(fields, base.version);
  }, [collect, saveFields]);

  // Ctrl/Cmd+S saves the page, wherever the focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save]);

  useEffect(() => {
    if (conflict) document.querySelector<HTMLElement>("#conflict-title")?.focus();
  }, [conflict]);

  const publish = useCallback(
    async (action: PublishAction) => {
      if (!pageRef.current) return;
      // Publishing publishes what is saved: unsaved typing is saved first.
      if (action !== "unpublish" && action !== "archive" && unsavedToPage.current && !(await save())) return;
      setBusy(true);
      setAlert(null);
      const params = { id: pageId };
      const answer =
        typeof action === "object"
          ? await pageCall("adminPageSchedule", { params, body: { publishAt: action.schedule } })
          : action === "publish"
            ? await pageCall("adminPagePublish", { params })
            : action === "unpublish"
              ? await pageCall("adminPageUnpublish", { params })
              : action === "archive"
                ? await pageCall("adminPageArchive", { params })
                : await pageCall("adminPageUnarchive", { params });
      setBusy(false);
      if (!answer.ok) return fail(answer.failure);
      setPage(answer.value.body);
      const after = statusOf(answer.value.body);
      setDone(
        after === "scheduled" && answer.value.body.publishAt
          ? `Scheduled for ${formatInZone(answer.value.body.publishAt, browserZone())}.`
          : `The page is now ${after}.`,
      );
      void loadRevisions();
    },
    [pageId, save, fail, loadRevisions],
  );

  const restoreRevision = useCallback(
    async (revision: PageRevision) => {
      const base = pageRef.current;
      if (!base) return;
      setBusy(true);
      const answer = await pageCall("adminPageRevisionRestore", {
        params: { id: pageId, revisionId: revision.id },
        body: { baseVersion: base.version },
      });
      setBusy(false);
      if (!answer.ok) {
        if (answer.failure.kind === "conflict")
          return setAlert(`${answer.failure.message} Reload the page before restoring an older version.`);
        return fail(answer.failure);
      }
      setPage(answer.value.body);
      setForm(formOf(answer.value.body), true);
      unsavedToPage.current = false;
      scheduler.settled();
      setDone(`Version ${revision.version} restored as version ${answer.value.body.version}.`);
      void loadRevisions();
    },
    [pageId, setForm, scheduler, fail, loadRevisions],
  );

  /** Another language's tab: the body on screen is kept as typed before its editor closes. */
  const selectLanguage = useCallback(
    (next: ApiLocale) => {
      const read = readers.current.get(language);
      if (read) lastBodies.current.set(language, read());
      setLanguage(next);
    },
    [language],
  );

  const outOfDate = useMemo(() => {
    // The API's own flags where its answer carries them (translationStatus, with the editor's desk); else the
    // page's revisions compared here.
    const flags = (page as { translationStatus?: { language: ApiLocale; outOfDate: boolean }[] } | null)?.translationStatus;
    if (flags && flags.length > 0) return flags.filter((flag) => flag.outOfDate).map((flag) => flag.language);
    return form ? outOfDateLanguages(revisions, form) : [];
  }, [page, revisions, form]);

  if (loadFailure)
    return (
      <div className={styles.main}>
        <p role="alert">{loadFailure}</p>
        <Link href="/studio/articles">Back to the list</Link>
      </div>
    );
  if (!page || !form)
    return (
      <div className={styles.main} aria-busy="true">
        Opening the page…
      </div>
    );

  const status = statusOf(page);
  const translation = translationOf(form, language) ?? form.translations[0] ?? emptyTranslation("en");
  const english = language === "en" ? null : (translationOf(form, "en") ?? null);
  const englishTitle = translationOf(form, "en")?.title || form.slug;

  return (
    <div className={styles.main} data-newsroom-editor={page.id}>
      <header className={styles.header}>
        <Link href="/studio/articles" className={styles.back}>
          ← All pages
        </Link>
        <h1 className={styles.pageTitle}>{englishTitle}</h1>
        <SaveState scheduler={scheduler} />
        <button type="button" className={styles.primary} onClick={() => void save()} disabled={busy} aria-keyshortcuts="Control+S Meta+S">
          Save
        </button>
        <button type="button" onClick={() => setShowRevisions((open) => !open)} aria-expanded={showRevisions}>
          Revisions
        </button>
        <PageActivity pageId={page.id} />
      </header>
      <PublishBar
        page={page}
        status={status}
        busy={busy}
        onAction={(action) => void publish(action)}
        previewHref={`/api/newsroom/preview?id=${page.id}&locale=${language}`}
      />
      {restored ? (
        <div className={styles.notice} role="status">
          Restored your unsaved text from {formatInZone(restored.savedAt, browserZone())}.{" "}
          <button
            type="button"
            onClick={() => {
              setForm(restored.pageForm, true);
              setRestored(null);
              unsavedToPage.current = false;
              edited();
            }}
          >
            Discard it and use the saved page
          </button>
        </div>
      ) : null}
      {alert ? (
        <div className={styles.alert} role="alert">
          {alert}
        </div>
      ) : null}
      {done ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : null}
      {conflict ? (
        <ConflictScreen
          conflict={conflict.conflict}
          theirs={formOf(conflict.theirs)}
          mine={conflict.mine}
          busy={busy}
          onCancel={() => setConflict(null)}
          onSave={(merged) => {
            void saveFields(merged, conflict.theirs.version).then((saved) => {
              if (!saved) return;
              setConflict(null);
              setForm(merged, true);
            });
          }}
        />
      ) : null}
      <div className={styles.layout} hidden={Boolean(conflict)}>
        <div className={styles.texts}>
          <LanguageTabs
            form={form}
            active={language}
            outOfDate={outOfDate}
            panelId="language-panel"
            onSelect={selectLanguage}
            onAdd={(added) => {
              change((current) => withTranslation(current, added, { title: "" }));
              selectLanguage(added);
            }}
          />
          <div id="language-panel" role="tabpanel" aria-labelledby={`tab-${language}`}>
            <LanguageFields
              key={language}
              translation={translation}
              english={english}
              initialBody={lastBodies.current.get(language) ?? translation.content}
              errors={errors}
              bodyKey={`${language}:${generation}`}
              onBodyChange={edited}
              registerBody={registerBody}
              onChange={(update) => change((current) => withTranslation(current, language, update))}
            />
          </div>
        </div>
        <PageFieldsForm
          form={form}
          errors={errors}
          categories={categories}
          tags={tags}
          onChange={(update) => change((current) => ({ ...current, ...update }))}
        />
      </div>
      {showRevisions ? (
        <RevisionsPanel
          revisions={revisions}
          busy={busy}
          onClose={() => setShowRevisions(false)}
          onRestore={(revision) => void restoreRevision(revision)}
        />
      ) : null}
    </div>
  );
}
