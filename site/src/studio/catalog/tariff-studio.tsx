"use client";

import type { AdminTariffList, AuthoredTariff } from "@storyfront/schemas";
import { useCallback, useEffect, useState } from "react";
import styles from "./catalog.module.css";
import { catalogCall } from "./catalog-call";
import { useDragOrder } from "./drag-order";
import { moveItem } from "./move-item";
import { OrderButtons } from "./order-buttons";
import { ProblemNotice } from "./problem-notice";
import type { SaveProblem } from "./save-problem";
import { TariffForm, tariffForbidden } from "./tariff-form";

const english = (tariff: AuthoredTariff) => tariff.translations.find((entry) => entry.language === "en") ?? tariff.translations[0];

/**
 * The pricing page's tariffs in display order: reorder, feature one, pick one to edit or create one. Someone with
 * tariff-view only sees the same screen read-only.
 */
export function TariffStudio() {
  const [list, setList] = useState<AdminTariffList | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [selected, setSelected] = useState<number | "new" | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await catalogCall("adminTariffList");
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    setList(result.answer.body);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const canEdit = list?.canEdit ?? false;
  const tariffs = list?.tariffs ?? [];

  const afterListCall = async (result: Awaited<ReturnType<typeof catalogCall<"adminTariffOrder">>>) => {
    setBusy(false);
    if (!result.ok) {
      setProblem(result.problem);
      return load();
    }
    setProblem(null);
    setList(result.answer.body);
  };

  const move = async (from: number, to: number) => {
    if (!list || busy) return;
    const next = moveItem(list.tariffs, from, to);
    setList({ ...list, tariffs: next });
    setBusy(true);
    await afterListCall(await catalogCall("adminTariffOrder", { body: { ids: next.map((tariff) => tariff.id) } }));
  };
  const dragProps = useDragOrder((from, to) => void move(from, to), canEdit && !busy);

  const feature = async (tariff: AuthoredTariff) => {
    if (busy) return;
    setBusy(true);
    await afterListCall(await catalogCall("adminTariffFeatured", { body: { id: tariff.featured ? null : tariff.id } }));
  };

  const saved = (tariff: AuthoredTariff) => {
    setList(
      (current) =>
        current && {
          ...current,
          tariffs: current.tariffs.some((entry) => entry.id === tariff.id)
            ? current.tariffs.map((entry) => (entry.id === tariff.id ? tariff : entry))
            : [...current.tariffs, tariff],
        },
    );
    setSelected(tariff.id);
  };

  const current = typeof selected === "number" ? (tariffs.find((tariff) => tariff.id === selected) ?? null) : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Tariffs</h1>
        <p className={styles.hint}>The cards of the pricing page (/pricing), in this order.</p>
        {canEdit && (
          <button type="button" className={styles.primaryButton} onClick={() => setSelected("new")}>
            New tariff
          </button>
        )}
      </header>
      {problem && <ProblemNotice problem={problem} forbidden={tariffForbidden.replace("Changing", "Seeing and changing")} />}
      <div className={styles.columns}>
        <section aria-labelledby="tariff-list-title" className={styles.listPanel}>
          <h2 id="tariff-list-title" className={styles.panelTitle}>
            Display order
          </h2>
          {canEdit && <p className={styles.hint}>Drag a card or use its arrows. The star marks the one featured card (at most one).</p>}
          {list === null && !problem && <p role="status">Loading…</p>}
          <ol className={styles.list}>
            {tariffs.map((tariff, index) => {
              const texts = english(tariff);
              return (
                <li key={tariff.id} className={styles.row} data-featured={tariff.featured ? "true" : undefined} {...dragProps(index)}>
                  <button
                    type="button"
                    className={styles.pick}
                    aria-current={selected === tariff.id ? "true" : undefined}
                    onClick={() => setSelected(tariff.id)}
                  >
                    <span className={styles.rowTitle}>{texts?.name}</span>
                    <span className={styles.rowMeta}>
                      {texts?.cost} · {tariff.translations.length} {tariff.translations.length === 1 ? "language" : "languages"}
                      {tariff.featured ? " · featured" : ""}
                    </span>
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-pressed={tariff.featured}
                    aria-label={`Featured: ${texts?.name ?? tariff.id}`}
                    title={
                      tariff.featured ? "Featured on the pricing page; press to feature none" : "Feature this card (the others lose it)"
                    }
                    disabled={!canEdit || busy}
                    onClick={() => void feature(tariff)}
                  >
                    {tariff.featured ? "★" : "☆"}
                  </button>
                  {canEdit && (
                    <OrderButtons
                      label={texts?.name ?? String(tariff.id)}
                      index={index}
                      count={tariffs.length}
                      disabled={busy}
                      onMove={(from, to) => void move(from, to)}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        </section>
        <section className={styles.formPanel}>
          {selected === null ? (
            <p className={styles.placeholder}>
              Pick a tariff to {canEdit ? "edit" : "see"} it{canEdit ? ", or create a new one" : ""}.
            </p>
          ) : (
            <TariffForm
              key={String(selected)}
              tariff={current}
              canEdit={canEdit}
              onSaved={saved}
              onDeleted={(id) => {
                setList((value) => value && { ...value, tariffs: value.tariffs.filter((entry) => entry.id !== id) });
                setSelected(null);
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
