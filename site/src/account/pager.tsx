"use client";

import { useTranslations } from "next-intl";
import buttons from "@/styles/buttons.module.css";
import admin from "./tags/tag-admin.module.css";

/** Previous / "Page n of m" / Next under a paged list of the signed-in area; nothing when one page holds all. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const t = useTranslations("Account.admin");
  if (pageCount <= 1) return null;
  return (
    <nav className={admin.pager} aria-label={t("pages")}>
      <button type="button" className={buttons.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </button>
      <span>{t("pageOf", { page, pages: pageCount })}</span>
      <button type="button" className={buttons.secondary} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t("next")}
      </button>
    </nav>
  );
}
