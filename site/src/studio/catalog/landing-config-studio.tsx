"use client";

import type { AuthoredLandingConfig } from "@storyfront/schemas";
import { useEffect, useState, type FormEvent } from "react";
import styles from "./catalog.module.css";
import { catalogCall } from "./catalog-call";
import { CatalogField } from "./catalog-field";
import { ProblemNotice, SavedBy } from "./problem-notice";
import { studioTime, type SaveProblem } from "./save-problem";

type Draft = { enabled_introbar: boolean; link: string; widget_ph: string };
const forbidden = "The landing config is for the page-edit permission and the manager and administrator roles.";
const draftOf = ({ enabled_introbar, link, widget_ph }: AuthoredLandingConfig): Draft => ({ enabled_introbar, link, widget_ph });

/** The landing config: whether landing pages show the intro bar, where it leads and its widget image. */
export function LandingConfigStudio() {
  const [config, setConfig] = useState<AuthoredLandingConfig | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [theirs, setTheirs] = useState<AuthoredLandingConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    void catalogCall("adminLandingConfigView").then((result) => {
      if (!result.ok) return setProblem(result.problem);
      setConfig(result.answer.body);
      setDraft(draftOf(result.answer.body));
    });
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !config || busy) return;
    setBusy(true);
    setSaved(false);
    const result = await catalogCall("adminLandingConfigUpdate", { body: { ...draft, baseVersion: config.version } });
    setBusy(false);
    if (!result.ok) {
      setProblem(result.problem);
      setFields(result.problem.kind === "fields" ? result.problem.fields : {});
      if (result.problem.kind === "conflict") {
        const current = await catalogCall("adminLandingConfigView");
        setTheirs(current.ok ? current.answer.body : null);
      }
      return;
    }
    setProblem(null);
    setFields({});
    setTheirs(null);
    setConfig(result.answer.body);
    setDraft(draftOf(result.answer.body));
    setSaved(true);
  };

  const takeTheirs = () => {
    if (!theirs) return;
    setConfig(theirs);
    setDraft(draftOf(theirs));
    setProblem(null);
    setTheirs(null);
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => current && { ...current, [key]: value });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Landing config</h1>
        <p className={styles.hint}>The intro bar above landing pages (GET /lp/config).</p>
      </header>
      {problem && (
        <ProblemNotice
          problem={problem}
          forbidden={forbidden}
          onTakeTheirs={theirs ? takeTheirs : undefined}
          theirs={
            theirs && (
              <dl className={styles.theirsList}>
                <dt>Intro bar</dt>
                <dd>{theirs.enabled_introbar ? "on" : "off"}</dd>
                <dt>Link</dt>
                <dd>{theirs.link || "—"}</dd>
                <dt>Widget image</dt>
                <dd>{theirs.widget_ph || "—"}</dd>
              </dl>
            )
          }
        />
      )}
      {draft === null && !problem && <p role="status">Loading…</p>}
      {draft && config && (
        <form className={`${styles.form} ${styles.narrowForm}`} onSubmit={save} noValidate aria-label="Landing config">
          <h2 className={styles.formTitle}>Intro bar</h2>
          <SavedBy version={config.version} updatedBy={config.updatedBy} updatedAt={config.updatedAt} time={studioTime} />
          {saved && (
            <p className={styles.saved} role="status">
              Saved. Landing pages show it once they are refreshed.
            </p>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              name="enabled_introbar"
              checked={draft.enabled_introbar}
              onChange={(event) => set("enabled_introbar", event.target.checked)}
            />
            Show the intro bar on landing pages
          </label>
          {fields.enabled_introbar && <p className={styles.error}>{fields.enabled_introbar}</p>}
          <CatalogField
            name="link"
            label="Link"
            value={draft.link}
            onChange={(value) => set("link", value)}
            error={fields.link}
            hint="Where the bar leads: a site path such as /white-papers/…, or an http(s) address."
          />
          <CatalogField
            name="widget_ph"
            label="Widget image"
            value={draft.widget_ph}
            onChange={(value) => set("widget_ph", value)}
            error={fields.widget_ph}
            hint="The image shown in the bar: a site path such as /media/…, or an http(s) address."
          />
          {/^\/(?!\/)/.test(draft.widget_ph) && (
            <figure className={styles.preview}>
              {/* A plain img: the Studio previews whatever path the editor typed, which next/image would need listed. */}
              <img src={draft.widget_ph} alt="" height={64} />
              <figcaption className={styles.hint}>Widget image preview</figcaption>
            </figure>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primaryButton} disabled={busy}>
              {busy ? "Saving…" : "Save landing config"}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
