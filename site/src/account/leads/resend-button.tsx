"use client";

import type { AdminLead } from "@storyfront/schemas";
import { useTranslations } from "next-intl";
import { useState } from "react";
import buttons from "@/styles/buttons.module.css";
import { adminFetch, AdminCallError } from "../tags/admin-fetch";

/**
 * "Send again" for a lead the webhook refused (POST /admin/lead/{id}/resend through the admin relay): the API
 * puts its delivery back to pending and answers the lead, which replaces the row. A refusal (409 when it is
 * no longer failed, 403) shows the API's message beside the button; 401 sends the visitor to sign in.
 */
export function ResendButton({ lead, onSent, onSignIn }: { lead: AdminLead; onSent: (lead: AdminLead) => void; onSignIn: () => void }) {
  const t = useTranslations("Account.leads");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const resend = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await adminFetch<AdminLead>(`/api/admin/lead/${lead.id}/resend`, { method: "POST" });
      onSent(data);
    } catch (error) {
      if (error instanceof AdminCallError && error.status === 401) return onSignIn();
      const said = error instanceof AdminCallError ? (error.body as { message?: unknown } | null)?.message : undefined;
      const message = typeof said === "string" ? said : "";
      setProblem(t("resendFailed", { message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={buttons.secondary} onClick={resend} disabled={busy} data-testid="lead-resend">
        {t("resend")}
      </button>
      {problem && (
        <span role="alert" data-testid="lead-resend-problem">
          {problem}
        </span>
      )}
    </>
  );
}
