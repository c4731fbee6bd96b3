"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useId, useState } from "react";
import useSWR from "swr";
import { localePath } from "@/i18n/locale-path";
import { isLocale, sourceLocale } from "@/i18n/locales";
import { blogPaths } from "@/page-data/blog-route";
import styles from "./blog.module.css";
import { formatPageDate, isoDate } from "@/i18n/format-page-date";
import type { SearchAnswer } from "@/page-data/search-result";
import { TagList } from "./tag-list";
import { callSiteRoute } from "@/api-client/site-route";
import { maxSearchLength } from "@/page-data/search-query";

const fetchResults = async (url: string): Promise<SearchAnswer> => {
  const response = await callSiteRoute(url);
  if (!response.ok) throw new Error(`blog search failed with ${response.status}`);
  return (await response.json()) as SearchAnswer;
};

/** Typing waits this long before asking, so each keystroke is not a request. */
const debounceMs = 250;

/** /blog/search: the query lives in the URL (?q=), results come with SWR as the visitor types. */
export function BlogSearch() {
  const t = useTranslations("Blog");
  const errors = useTranslations("Errors");
  const current = useLocale();
  const locale = isLocale(current) ? current : sourceLocale;
  const params = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const [query, setQuery] = useState(text.trim());
  const inputId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      setQuery(next);
      const url = new URL(window.location.href);
      if (next) url.searchParams.set("q", next);
      else url.searchParams.delete("q");
      window.history.replaceState(window.history.state, "", url);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, error, isLoading } = useSWR(query ? `/api/blog-search?lang=${locale}&q=${encodeURIComponent(query)}` : null, fetchResults, {
    keepPreviousData: true,
  });

  return (
    <>
      <form role="search" action={localePath(locale, blogPaths.search)} method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="sf-visually-hidden">
          {t("searchLabel")}
        </label>
        <input
          id={inputId}
          className={styles.searchInput}
          type="search"
          name="q"
          value={text}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          maxLength={maxSearchLength}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div aria-live="polite" className={styles.searchStatus}>
        {query && isLoading && !data && <p>{t("searching")}</p>}
        {/* A search that failed (the connection, the API) is not an empty result: the visitor may try again. */}
        {query && error && <p role="alert">{errors("fetchFailed")}</p>}
        {query && data && data.items.length === 0 && <p className={styles.empty}>{t("nothingFound")}</p>}
        {query && data && data.items.length > 0 && <p>{t("results", { count: data.totalCount })}</p>}
      </div>
      {query && data && data.items.length > 0 && (
        <ul className={styles.grid}>
          {data.items.map((item) => (
            <li key={item.id}>
              <article className={styles.card}>
                {item.image && <img className={styles.cardImage} src={item.image} alt="" width={640} height={360} loading="lazy" />}
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <a href={localePath(locale, blogPaths.article(item.slug))}>{item.title}</a>
                  </h2>
                  <p className={styles.cardDescription}>{item.description}</p>
                  <TagList names={item.tags} label={t("tags")} />
                  <p className={styles.meta}>
                    <time dateTime={isoDate(item.timestamp)}>{formatPageDate(item.timestamp, locale)}</time>
                    <span>{t("views", { count: item.views })}</span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
