"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useDomain } from "@/domain/domain-context";
import buttons from "@/styles/buttons.module.css";
import { readAcceptAnswer, readInviteAnswer, type InviteState } from "./invite-state";
import styles from "./invite.module.css";
import { callSiteRoute } from "@/api-client/site-route";

/**
 * The project invite confirmation (spec §2.1, §4, §8): "Joining the project" with Cancel and
 * Continue; "Processing..." while it is sent; the not-found and already-used texts otherwise.
 */
export function InviteConfirm({ code, homeHref }: { code: string; homeHref: string }) {
  const t = useTranslations("Invite");
  const format = useFormatter();
  const domain = useDomain();
  const [state, setState] = useState<InviteState>({ state: "loading" });
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<{ joined: string } | { signIn: true } | null>(null);

  useEffect(() => {
    callSiteRoute(`/api/auth/invite/${encodeURIComponent(code)}`)
      .then(readInviteAnswer)
      .then(setState, () => setState({ state: "error" }));
  }, [code]);

  const accept = async () => {
    if (processing) return;
    setProcessing(true);
    try {
      const answer = await readAcceptAnswer(await callSiteRoute(`/api/auth/invite/${encodeURIComponent(code)}`, { method: "POST" }));
      if (answer.state === "joined") setResult({ joined: answer.answer.project.title });
      else if (answer.state === "signIn") setResult({ signIn: true });
      else setState(answer.inviteState ?? { state: "error" });
    } catch {
      setState({ state: "error" });
    } finally {
      setProcessing(false);
    }
  };

  if (state.state === "loading") return <p role="status">{t("loading")}</p>;
  if (state.state === "notFound") return <Problem text={t("notFound", { invite: code })} homeHref={homeHref} />;
  if (state.state === "used") {
    const at = state.at ? format.dateTime(new Date(state.at), { dateStyle: "long", timeStyle: "short" }) : "";
    return <Problem text={t("alreadyUsed", { invite: code, at })} homeHref={homeHref} />;
  }
  if (state.state === "error") return <Problem text={t("error")} homeHref={homeHref} />;
  if (result && "joined" in result) {
    return (
      <div className={styles.card} role="status">
        <h1>{t("title")}</h1>
        <p>{t("joined", { project: result.joined })}</p>
        <a className={buttons.button} href={`${domain.consoleBaseUrl}/`}>
          {t("openConsole")}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <h1>{t("title")}</h1>
      <p>{t("text", { project: state.invite.project.title })}</p>
      {result && "signIn" in result && (
        <p className={styles.notice} role="alert">
          <a href={`${domain.consoleBaseUrl}/auth/signin`}>{t("signIn")}</a>
        </p>
      )}
      <div className={styles.actions}>
        <a className={buttons.secondary} href={homeHref}>
          {t("cancel")}
        </a>
        <button type="button" className={buttons.button} onClick={accept} disabled={processing} aria-busy={processing}>
          {processing ? t("processing") : t("continue")}
        </button>
      </div>
    </div>
  );
}

function Problem({ text, homeHref }: { text: string; homeHref: string }) {
  const t = useTranslations("Invite");
  return (
    <div className={styles.card}>
      <h1>{t("title")}</h1>
      <p role="alert">{text}</p>
      <a className={buttons.secondary} href={homeHref}>
        {t("cancel")}
      </a>
    </div>
  );
}
