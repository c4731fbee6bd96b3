"use client";

import type { AdminLead } from "@storyfront/schemas";
import { useTranslations } from "next-intl";
import { useState } from "react";
import buttons from "@/styles/buttons.module.css";
import { callSite, SiteCallError } from "@/api-client/call-site";

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
      const answer = await callSite("adminLeadResend", { params: { id: lead.id } });
      onSent(answer.body);
    } catch (error) {
      if (error instanceof SiteCallError && error.status === 401) return onSignIn();
      const said = error instanceof SiteCallError ? (error.body as { message?: unknown } | null)?.message : undefined;
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
