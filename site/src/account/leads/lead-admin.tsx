"use client";

import type { AdminLead } from "@storyfront/schemas";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import useSWR from "swr";
import type { Locale } from "@/i18n/locales";
import buttons from "@/styles/buttons.module.css";
import { goSignIn } from "../account-area";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { callSite, SiteCallError } from "@/api-client/call-site";
import { pageOf } from "../paged-answer";
import admin from "../tags/tag-admin.module.css";
import { deliveryLabel } from "./delivery-label";
import { Pager } from "../pager";
import { ResendButton } from "./resend-button";

export const leadsPerPage = 20;

/**
 * The sales team's leads (demo and enterprise requests), newest first: search by e-mail or company, the
 * form, page and locale each came from, the webhook delivery state, and the CSV export of the search.
 */
export function LeadAdmin({ locale }: { locale: Locale }) {
  const t = useTranslations("Account.leads");
  const account = useTranslations("Account");
  const format = useFormatter();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), "per-page": String(leadsPerPage) });
  if (q) query.set("q", q);
  const list = useSWR(
    ["adminLeadList", query.toString()] as const,
    async ([name, search]) => pageOf<AdminLead>(await callSite(name, { query: new URLSearchParams(search) })),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
  const sessionEnded = list.error instanceof SiteCallError && list.error.status === 401;
  useEffect(() => {
    if (sessionEnded) goSignIn(locale);
  }, [sessionEnded, locale]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  const items = list.data?.items ?? [];
  // The resent lead comes back from the API with its delivery pending: it replaces its row without a reload.
  const replace = (lead: AdminLead) =>
    void list.mutate((current) => current && { ...current, items: current.items.map((item) => (item.id === lead.id ? lead : item)) }, {
      revalidate: false,
    });
  const pageCount = Math.max(1, list.data?.pagination.pageCount ?? 1);
  const exportHref = `/api/admin/lead/export${q ? `?${new URLSearchParams({ q }).toString()}` : ""}`;

  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      <div className={admin.toolbar}>
        <form role="search" className={styles.actions} onSubmit={search}>
          <div className={admin.filter}>
            <label className={styles.label} htmlFor="lead-search">
              {t("search")}
            </label>
            <input
              id="lead-search"
              type="search"
              className={styles.input}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t("searchPlaceholder")}
            />
          </div>
          <button type="submit" className={buttons.secondary}>
            {t("find")}
          </button>
        </form>
        <a className={buttons.button} href={exportHref} download>
          {t("export")}
        </a>
      </div>
      {list.error && !sessionEnded ? (
        <FormAlert>{list.error instanceof SiteCallError && list.error.status === 403 ? t("notAllowed") : account("reload")}</FormAlert>
      ) : !list.data ? (
        <p role="status">{account("loading")}</p>
      ) : items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <div className={admin.tableWrap} tabIndex={0} role="region" aria-label={t("title")}>
          <table className={`${admin.table} ${admin.wrapping} ${admin.stacking}`} data-testid="lead-table">
            <thead>
              <tr>
                <th scope="col">{t("received")}</th>
                <th scope="col">{t("email")}</th>
                <th scope="col">{t("name")}</th>
                <th scope="col">{t("company")}</th>
                <th scope="col">{t("form")}</th>
                <th scope="col">{t("page")}</th>
                <th scope="col">{t("locale")}</th>
                <th scope="col">{t("delivery")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((lead) => (
                <tr key={lead.id} data-testid="lead-row">
                  <td data-label={t("received")}>
                    {format.dateTime(new Date(lead.createdAt * 1000), { dateStyle: "medium", timeStyle: "short" })}
                  </td>
                  <th scope="row">{lead.email}</th>
                  <td data-label={t("name")}>{lead.name}</td>
                  <td data-label={t("company")}>{lead.company ?? <span className={admin.muted}>—</span>}</td>
                  <td data-label={t("form")}>{lead.kind === "demo" ? t("demo") : t("enterprise")}</td>
                  <td data-label={t("page")} className={admin.anywhere}>
                    {lead.page ?? <span className={admin.muted}>—</span>}
                  </td>
                  <td data-label={t("locale")}>{lead.locale}</td>
                  <td data-label={t("delivery")}>
                    <span data-testid="lead-delivery">{deliveryLabel(t, lead.delivery)}</span>
                    {lead.delivery?.lastError && lead.delivery.status === "pending" && (
                      <span className={admin.muted} data-testid="lead-last-error">
                        {" "}
                        {t("lastError", { error: lead.delivery.lastError })}
                      </span>
                    )}
                    {lead.delivery?.status === "failed" && (
                      <div className={admin.rowActions}>
                        <ResendButton lead={lead} onSent={replace} onSignIn={() => goSignIn(locale)} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}
