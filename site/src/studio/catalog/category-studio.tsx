"use client";

import { PageType, type AuthoredCategory, type PageTypeValue } from "@storyfront/schemas";
import { useCallback, useEffect, useState } from "react";
import styles from "./catalog.module.css";
import { catalogCall } from "./catalog-call";
import { CategoryForm } from "./category-form";
import { useDragOrder } from "./drag-order";
import { moveItem } from "./move-item";
import { OrderButtons } from "./order-buttons";
import { ProblemNotice } from "./problem-notice";
import type { SaveProblem } from "./save-problem";

/** Page types by name, blog first (spec §3). */
const pageTypes = [
  ["Blog", PageType.blog],
  ["Landing pages", PageType.landingPage],
  ["FAQ", PageType.faq],
  ["Press releases", PageType.pressRelease],
  ["Web stories", PageType.webStory],
  ["Glossary", PageType.glossary],
  ["News", PageType.news],
  ["Case studies", PageType.caseStudies],
  ["Industry insights", PageType.industryInsights],
  ["Documentation", PageType.documentation],
  ["Default", PageType.default],
] as const;

const forbidden = "Categories are for the page-edit permission and the manager and administrator roles; ask an administrator.";

const titleOf = (category: AuthoredCategory) => category.translations.find((entry) => entry.language === "en")?.title ?? null;

/** The categories of one page type in reading order: reorder them, pick one to edit, or create one. */
export function CategoryStudio() {
  const [type, setType] = useState<PageTypeValue>(PageType.blog);
  const [categories, setCategories] = useState<AuthoredCategory[] | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [selected, setSelected] = useState<number | "new" | null>(null);
  const [moving, setMoving] = useState(false);

  const load = useCallback(async () => {
    const result = await catalogCall("adminCategoryList", { query: { type: String(type) } });
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    setCategories(result.answer.body);
  }, [type]);

  useEffect(() => {
    void load();
  }, [load]);

  const move = async (from: number, to: number) => {
    if (!categories || moving) return;
    const next = moveItem(categories, from, to);
    setCategories(next);
    setMoving(true);
    const result = await catalogCall("adminCategoryOrder", { body: { type, ids: next.map((category) => category.id) } });
    setMoving(false);
    if (!result.ok) {
      setProblem(result.problem);
      return load();
    }
    setCategories(result.answer.body);
  };
  const dragProps = useDragOrder((from, to) => void move(from, to), !moving);

  const saved = (category: AuthoredCategory) => {
    setCategories((current) => {
      const list = current ?? [];
      return list.some((entry) => entry.id === category.id)
        ? list.map((entry) => (entry.id === category.id ? category : entry))
        : [...list, category];
    });
    setSelected(category.id);
  };

  const current = typeof selected === "number" ? (categories?.find((category) => category.id === selected) ?? null) : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Categories</h1>
        <label className={styles.inline}>
          <span>Page type</span>
          <select
            className={styles.select}
            value={type}
            onChange={(event) => {
              setType(Number(event.target.value) as PageTypeValue);
              setSelected(null);
              setCategories(null);
            }}
          >
            {pageTypes.map(([label, value]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.primaryButton} onClick={() => setSelected("new")}>
          New category
        </button>
      </header>
      {problem && <ProblemNotice problem={problem} forbidden={forbidden} />}
      <div className={styles.columns}>
        <section aria-labelledby="category-list-title" className={styles.listPanel}>
          <h2 id="category-list-title" className={styles.panelTitle}>
            Reading order
          </h2>
          <p className={styles.hint}>Menus and GET /category list them in this order. Drag a row, or use its arrows.</p>
          {categories === null && !problem && <p role="status">Loading…</p>}
          {categories?.length === 0 && <p>No categories of this type yet.</p>}
          <ol className={styles.list}>
            {categories?.map((category, index) => (
              <li key={category.id} className={styles.row} {...dragProps(index)}>
                <button
                  type="button"
                  className={styles.pick}
                  aria-current={selected === category.id ? "true" : undefined}
                  onClick={() => setSelected(category.id)}
                >
                  <span className={styles.rowTitle}>{titleOf(category) ?? <em>Untitled (hidden from menus)</em>}</span>
                  <span className={styles.rowMeta}>
                    {category.slug} · {category.pages} {category.pages === 1 ? "page" : "pages"} · {category.translations.length}{" "}
                    {category.translations.length === 1 ? "language" : "languages"}
                  </span>
                </button>
                <OrderButtons
                  label={titleOf(category) ?? category.slug}
                  index={index}
                  count={categories.length}
                  disabled={moving}
                  onMove={(from, to) => void move(from, to)}
                />
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.formPanel}>
          {selected === null ? (
            <p className={styles.placeholder}>Pick a category to edit it, or create a new one.</p>
          ) : (
            <CategoryForm
              key={`${type}-${selected}`}
              category={current}
              type={type}
              onSaved={saved}
              onDeleted={(id) => {
                setCategories((list) => list?.filter((entry) => entry.id !== id) ?? null);
                setSelected(null);
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
