"use client";
// The newsroom's list: every page an editor can work on, most recently changed first, found by words in its slug or
// titles and narrowed by type, status and a language it still needs.
import { paginationFromHeaders, pageStatuses, type ApiLocale, type DeskPage, type PageStatus } from "@storyfront/schemas";
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { pageCall } from "../page/page-calls";
import { allLanguages, languageNames, pageTypeLabels } from "../page/page-form";
import { statusWords } from "../page/page-status";
import { StatusBadge } from "../publishing/publish-bar";
import { browserZone, formatInZone } from "../publishing/zone-time";
import styles from "./list.module.css";

type Filters = { q: string; type: string; status: PageStatus | ""; needs: ApiLocale | ""; page: number };

function queryOf(filters: Filters): Record<string, string> {
  const query: Record<string, string> = { "per-page": "25", page: String(filters.page) };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.type !== "") query.type = filters.type;
  if (filters.status) query.status = filters.status;
  if (filters.needs) query["needs-language"] = filters.needs;
  return query;
}

function languagesNote(page: DeskPage): string {
  const present = page.translations.map((translation) => translation.language);
  const missing = allLanguages.filter((language) => !present.includes(language));
  const stale = page.translations.filter((translation) => translation.outOfDate).map((translation) => languageNames[translation.language]);
  return [missing.length ? `missing ${missing.join(", ")}` : "", stale.length ? `out of date: ${stale.join(", ")}` : ""]
    .filter(Boolean)
    .join("; ");
}

export function ArticleList() {
  const [filters, setFilters] = useState<Filters>({ q: "", type: "", status: "", needs: "", page: 1 });
  const [search, setSearch] = useState("");
  const [rows, setRows] = useState<DeskPage[] | null>(null);
  const [pageCount, setPageCount] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const zone = browserZone();

  // Typing in the search box asks once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((current) => (current.q === search ? current : { ...current, q: search, page: 1 })), 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let live = true;
    void pageCall("adminPageList", { query: queryOf(filters) }).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setProblem(answer.failure.message);
      setProblem(null);
      setRows(answer.value.body);
      setPageCount(Math.max(1, paginationFromHeaders(answer.value.headers).pageCount || 1));
    });
    return () => {
      live = false;
    };
  }, [filters]);

  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));
  return (
    <div className={styles.main}>
      <header className={styles.header}>
        <h1>Pages</h1>
        <Link href="/studio/articles/new" className={styles.newPage}>
          New page
        </Link>
      </header>
      <form className={styles.filters} role="search" aria-label="Find pages" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            placeholder="Title or slug"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={filters.type} onChange={(event) => set({ type: event.target.value })}>
            <option value="">All types</option>
            {Object.entries(pageTypeLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={filters.status} onChange={(event) => set({ status: event.target.value as PageStatus | "" })}>
            <option value="">Any status</option>
            {pageStatuses.map((status) => (
              <option key={status} value={status}>
                {statusWords[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-needs`}>Needs language</label>
          <select id={`${id}-needs`} value={filters.needs} onChange={(event) => set({ needs: event.target.value as ApiLocale | "" })}>
            <option value="">Any</option>
            {allLanguages
              .filter((language) => language !== "en")
              .map((language) => (
                <option key={language} value={language}>
                  {languageNames[language]}
                </option>
              ))}
          </select>
        </div>
      </form>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {rows === null && !problem ? <p aria-busy="true">Loading pages…</p> : null}
      {rows && rows.length === 0 ? <p>No pages match.</p> : null}
      {rows && rows.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Pages, most recently changed first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Languages</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="page-row">
                <td data-label="Title">
                  <Link href={`/studio/articles/${row.id}`}>{row.title || row.slug}</Link>
                  <span className={styles.slug}>/{row.slug}</span>
                </td>
                <td data-label="Type">{pageTypeLabels[row.type]}</td>
                <td data-label="Status">
                  <StatusBadge status={row.status} publishAt={row.publishAt} />
                </td>
                <td data-label="Languages">{languagesNote(row) || "All languages"}</td>
                <td data-label="Last change">
                  {row.updatedBy?.name ?? "Someone"}, {formatInZone(row.updatedAt, zone)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pageCount > 1 ? (
        <nav aria-label="Pages of the list" className={styles.pager}>
          <button
            type="button"
            disabled={filters.page <= 1}
            onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
          >
            Previous
          </button>
          <span>
            Page {filters.page} of {pageCount}
          </span>
          <button
            type="button"
            disabled={filters.page >= pageCount}
            onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
