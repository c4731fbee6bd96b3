"use client";

import {
  vitalRouteFamilies,
  vitalNames,
  vitalPeriods,
  vitalRating,
  vitalThresholds,
  type VitalName,
  type VitalPeriod,
  type VitalRating,
} from "@storyfront/schemas/api/vitals-thresholds";
import type { AdminVitals } from "@storyfront/schemas";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import useSWR from "swr";
import type { Locale } from "@/i18n/locales";
import { goSignIn } from "../account-area";
import { FormAlert } from "../form-alert";
import forms from "../forms.module.css";
import { callSite, SiteCallError } from "@/api-client/call-site";
import admin from "../tags/tag-admin.module.css";
import { formatVital, type FractionDigits } from "./vital-format";
import { VitalChart } from "./vital-chart";
import styles from "./speed.module.css";

type Aggregate = AdminVitals["totals"][number];
type Variant = "com" | "ru";

const ratingClass: Record<VitalRating, string | undefined> = {
  good: styles.good,
  "needs-improvement": styles.needsImprovement,
  poor: styles.poor,
};

/**
 * Field data for marketers: the 75th percentile of each Core Web Vital per page type against Google's "good"
 * thresholds, the good / needs-improvement / poor shares, and the daily p75 per metric, over 1, 7 or 28 days.
 */
export function SpeedAdmin({ locale }: { locale: Locale }) {
  const t = useTranslations("Account.speed");
  const account = useTranslations("Account");
  const format = useFormatter();
  const [days, setDays] = useState<VitalPeriod>(7);
  const [variant, setVariant] = useState<Variant | "">("");
  const variantId = useId();
  const query = new URLSearchParams({ days: String(days) });
  if (variant) query.set("variant", variant);
  const figures = useSWR(
    ["adminVitals", query.toString()] as const,
    async ([name, search]) => (await callSite(name, { query: new URLSearchParams(search) })).body,
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
  const sessionEnded = figures.error instanceof SiteCallError && figures.error.status === 401;
  useEffect(() => {
    if (sessionEnded) goSignIn(locale);
  }, [sessionEnded, locale]);

  const number = (value: number, options: FractionDigits) => format.number(value, options);
  const value = (name: VitalName, amount: number) => formatVital(name, amount, number);
  const percent = (share: number) => format.number(share, { style: "percent", maximumFractionDigits: 0 });
  const ratingWord = (rating: VitalRating) => (rating === "good" ? t("good") : rating === "poor" ? t("poor") : t("needsImprovement"));
  const shares = (aggregate: Aggregate) =>
    t("shares", { good: percent(aggregate.good), ni: percent(aggregate.needsImprovement), poor: percent(aggregate.poor) });

  const p75Cell = (aggregate: Aggregate) => {
    const rating = vitalRating(aggregate.metric, aggregate.p75);
    return (
      <>
        <span className={`${styles.value} ${ratingClass[rating] ?? ""}`}>{value(aggregate.metric, aggregate.p75)}</span>{" "}
        <span className={`${styles.rating} ${ratingClass[rating] ?? ""}`}>{ratingWord(rating)}</span>
      </>
    );
  };

  const data = figures.data;
  const pageRows = data ? pageTypeRows(data.rows) : [];
  return (
    <>
      <h1>{t("title")}</h1>
      <p className={forms.intro}>{t("intro")}</p>
      <div className={styles.controls}>
        <fieldset className={styles.periods}>
          <legend>{t("period")}</legend>
          {vitalPeriods.map((period) => (
            <label key={period}>
              <input type="radio" name="speed-period" value={period} checked={days === period} onChange={() => setDays(period)} />
              <span>{t("days", { days: period })}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.variant}>
          <label className={forms.label} htmlFor={variantId}>
            {t("variant")}
          </label>
          <select
            id={variantId}
            className={forms.input}
            value={variant}
            onChange={(event) => setVariant(event.target.value as Variant | "")}
          >
            <option value="">{t("allVariants")}</option>
            <option value="com">storyfront.com</option>
            <option value="ru">storyfront.ru</option>
          </select>
        </div>
      </div>
      {figures.error && !sessionEnded ? (
        <FormAlert>
          {figures.error instanceof SiteCallError && figures.error.status === 403 ? t("notAllowed") : account("reload")}
        </FormAlert>
      ) : !data ? (
        <p role="status">{account("loading")}</p>
      ) : data.totals.length === 0 ? (
        <p data-testid="speed-empty">{t("empty")}</p>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="speed-overall">
            <h2 id="speed-overall">{t("overall")}</h2>
            <div className={admin.tableWrap} tabIndex={0} role="region" aria-labelledby="speed-overall">
              <table className={admin.table} data-testid="speed-totals">
                <thead>
                  <tr>
                    <th scope="col">{t("metric")}</th>
                    <th scope="col">{t("p75")}</th>
                    <th scope="col">{t("good")}</th>
                    <th scope="col">{t("needsImprovement")}</th>
                    <th scope="col">{t("poor")}</th>
                    <th scope="col">{t("samples")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.totals.map((total) => (
                    <tr key={total.metric} data-testid={`speed-total-${total.metric}`}>
                      <th scope="row">
                        {total.metric}
                        <span className={styles.shares}>
                          {t("threshold", { threshold: value(total.metric, vitalThresholds[total.metric][0]) })}
                        </span>
                      </th>
                      <td>{p75Cell(total)}</td>
                      <td>{percent(total.good)}</td>
                      <td>{percent(total.needsImprovement)}</td>
                      <td>{percent(total.poor)}</td>
                      <td>{format.number(total.samples)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.section} aria-labelledby="speed-by-page">
            <h2 id="speed-by-page">{t("byPage")}</h2>
            <p className={styles.legend} aria-hidden="true">
              {(["good", "needs-improvement", "poor"] as const).map((rating) => (
                <span key={rating} className={ratingClass[rating]}>
                  <i className={styles.swatch} /> {ratingWord(rating)}
                </span>
              ))}
            </p>
            <div className={admin.tableWrap} tabIndex={0} role="region" aria-labelledby="speed-by-page">
              <table className={`${admin.table} ${styles.byPage}`} data-testid="speed-by-page">
                <thead>
                  <tr>
                    <th scope="col">{t("pageType")}</th>
                    {vitalNames.map((name) => (
                      <th scope="col" key={name}>
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {pageRows.map((row) => (
                    <tr key={`${row.routeFamily}-${row.variant}`} data-testid="speed-page-row">
                      <th scope="row">
                        {t(`families.${row.routeFamily}`)}
                        {!variant && <span className={styles.shares}>{row.variant === "ru" ? "storyfront.ru" : "storyfront.com"}</span>}
                      </th>
                      {vitalNames.map((name) => {
                        const aggregate = row.metrics.get(name);
                        return (
                          <td key={name} data-metric={name}>
                            {aggregate ? (
                              <>
                                {p75Cell(aggregate)}
                                <span className={styles.bar} aria-hidden="true">
                                  <i style={{ width: `${aggregate.good * 100}%` }} />
                                  <i style={{ width: `${aggregate.needsImprovement * 100}%` }} />
                                  <i style={{ width: `${aggregate.poor * 100}%` }} />
                                </span>
                                {/* The shares in the legend's colours and order; said in words to a screen reader. */}
                                <span className={styles.shareFigures} aria-hidden="true">
                                  <span className={styles.good}>{percent(aggregate.good)}</span>
                                  {" · "}
                                  <span className={styles.needsImprovement}>{percent(aggregate.needsImprovement)}</span>
                                  {" · "}
                                  <span className={styles.poor}>{percent(aggregate.poor)}</span>
                                </span>
                                <span className="sf-visually-hidden">{shares(aggregate)}</span>
                              </>
                            ) : (
                              <span className={admin.muted}>—</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.section} aria-labelledby="speed-over-time">
            <h2 id="speed-over-time">{t("overTime")}</h2>
            <ul className={styles.charts}>
              {vitalNames.map((name) => {
                const points = data.series.filter((point) => point.metric === name);
                const threshold = value(name, vitalThresholds[name][0]);
                const label =
                  points.length === 0
                    ? t("chartEmpty", { metric: name })
                    : t("chartLabel", {
                        metric: name,
                        threshold,
                        points: points.map((point) => `${point.day} ${value(name, point.p75)}`).join(", "),
                      });
                return (
                  <li key={name}>
                    <figure>
                      <figcaption>
                        {name} <span className={styles.note}>({t("threshold", { threshold })})</span>
                      </figcaption>
                      {points.length === 0 ? (
                        <p className={styles.note}>{label}</p>
                      ) : (
                        <VitalChart name={name} points={points} label={label} format={(amount) => value(name, amount)} />
                      )}
                    </figure>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </>
  );
}

/** The answer's rows (one per metric, page type and variant) as one table row per page type and variant. */
function pageTypeRows(rows: AdminVitals["rows"]) {
  const byKey = new Map<
    string,
    { routeFamily: AdminVitals["rows"][number]["routeFamily"]; variant: Variant; metrics: Map<VitalName, Aggregate> }
  >();
  for (const row of rows) {
    const key = `${row.routeFamily}-${row.variant}`;
    const entry = byKey.get(key) ?? { routeFamily: row.routeFamily, variant: row.variant, metrics: new Map() };
    entry.metrics.set(row.metric, row);
    byKey.set(key, entry);
  }
  const order = (family: string) => vitalRouteFamilies.indexOf(family as (typeof vitalRouteFamilies)[number]);
  return [...byKey.values()].sort((a, b) => order(a.routeFamily) - order(b.routeFamily) || a.variant.localeCompare(b.variant));
}
