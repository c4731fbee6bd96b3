"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";
import { reloadSession } from "@/session/use-session";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { callSite } from "@/api-client/call-site";
import { FormAlert } from "../form-alert";
import { LinkDone } from "../link-done";
import styles from "../forms.module.css";
import { checkNewPassword } from "./password-check";
import { NewPasswordFields } from "./new-password-fields";
import { SubmitButton } from "../submit-button";

/** What each e-mailed link does: a sign-up link confirms the account and signs in; a reset link sets a new password. */
const kinds = {
  signup: { texts: "Account.confirm", call: "signupConfirm", retry: "/signup", retryText: "signUpAgain" },
  reset: { texts: "Account.reset", call: "passwordResetConfirm", retry: "/forgot-password", retryText: "askAgain" },
} as const;

/**
 * The page an e-mailed link opens (`?token=…`): a new password and its repeat. The token is read in the browser,
 * so the page itself stays one static page; a link without a token, or a token the API does not know (used,
 * expired, mistyped), is said in the words of spec §8, naming the token. Typed passwords stay until it succeeds.
 */
export function TokenPasswordForm({ kind }: { kind: keyof typeof kinds }) {
  const setup = kinds[kind];
  // message-keys: Account.confirm Account.reset
  const t = useTranslations(setup.texts);
  const link = useTranslations("Account.link");
  const failedText = useTranslations("Account.signup")("failed");
  const current = useLocale();
  const locale = isLocale(current) ? current : "en";
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<{ text: string; retry: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get("token")?.trim() ?? "";
    setToken(value);
    if (!value) setProblem({ text: link("noToken"), retry: true });
  }, [link]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !token) return;
    const local = checkNewPassword(password, repeat);
    setFields(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      const answer = await callSite(setup.call, { lang: locale, body: { token, password, passwordRepeat: repeat } });
      if (answer.status === 200 || answer.status === 204) {
        if (kind === "signup") {
          await reloadSession();
          window.location.assign(localePath(locale, "/profile"));
          return;
        }
        setPassword("");
        setRepeat("");
        setDone(true);
      } else if (answer.status === 404) setProblem({ text: link("tokenNotFound", { token }), retry: true });
      else if (answer.status === 422) setFields(readFieldErrors(answer.body).fields);
      else setProblem({ text: failedText, retry: false });
    } catch {
      setProblem({ text: failedText, retry: false });
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return <LinkDone title={t("title")} done={t("done")} signIn={t("signIn")} locale={locale} />;
  }

  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {problem && <FormAlert testId="link-problem">{problem.text}</FormAlert>}
      {problem?.retry && (
        <p className={styles.links}>
          <a href={localePath(locale, setup.retry)}>{t(setup.retryText)}</a>
        </p>
      )}
      {token !== "" && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} fields={fields} />
          <div className={styles.actions}>
            <SubmitButton pending={pending}>{pending ? t("sending") : t("submit")}</SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
