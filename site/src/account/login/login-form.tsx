"use client";

import { callSiteRoute } from "@/api-client/site-route";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { reloadSession, useSession } from "@/session/use-session";
import { isSignupEmail } from "@/chrome/footer/signup-email";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";
import type { FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { safeNextPath } from "../next-path";
import { TextField } from "../text-field";
import { CodeStep } from "./code-step";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { readLoginAnswer, type LoginOutcome } from "./login-answer";
import { SubmitButton } from "../submit-button";

const post = (url: string, body: unknown) =>
  callSiteRoute(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/**
 * Sign-in (spec §3, §7): e-mail and password, then the code of an authenticator app for accounts with
 * two-factor sign-in. While an account is under a guessing attack, a browser it does not know is first asked for
 * a code e-mailed to the account (issue 37). The tokens never reach this script: the same-origin handler keeps them in httpOnly
 * cookies. Afterwards the visitor goes back to `?next=` (a path on this site) or the home page. The online Studio's
 * sign-in links to the public site's sign-up and password pages (`accountPagesBase`): its own host has none.
 */
export function LoginForm({ homePath, accountPagesBase = "" }: { homePath: string; accountPagesBase?: string }) {
  const t = useTranslations("Account.login");
  const v = useTranslations("Account.validation");
  const current = useLocale();
  const locale = isLocale(current) ? current : "en";
  const { user, known } = useSession();
  const [step, setStep] = useState<"password" | "code" | "emailCode">("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const next = () => safeNextPath(new URLSearchParams(window.location.search).get("next"), homePath);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (known && user && !done) window.location.replace(safeNextPath(new URLSearchParams(window.location.search).get("next"), homePath));
  }, [known, user, done, homePath]);

  const apply = async (outcome: LoginOutcome) => {
    setFields({});
    setProblem(null);
    switch (outcome.kind) {
      case "signedIn":
        setDone(true);
        await reloadSession();
        window.location.assign(next());
        return;
      case "code":
        setStep("code");
        setCode("");
        return;
      case "emailCode":
        setStep("emailCode");
        setCode("");
        return;
      case "fields":
        setFields(outcome.fields);
        return;
      case "refused":
        // After the e-mailed code the password was wrong: back to it (the code stays valid for another try).
        if (step === "emailCode") {
          setStep("password");
          setPassword("");
        }
        setProblem(t("refused"));
        return;
      case "expired":
        setStep("password");
        setCode("");
        setProblem(t("expired"));
        return;
      case "throttled":
        setProblem(t("throttled", { minutes: outcome.minutes }));
        return;
      default:
        setProblem(t("failed"));
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const local: FieldErrors = {};
    if (!email.trim()) local.email = { key: "blank" };
    else if (!isSignupEmail(email.trim())) local.email = { key: "email" };
    if (!password) local.password = { key: "blank" };
    if (Object.keys(local).length > 0) {
      setFields(local);
      setProblem(null);
      return;
    }
    await send("/api/auth", { email: email.trim(), password }, "password");
  };

  const send = async (url: string, body: unknown, from: "password" | "code" | "emailCode") => {
    setPending(true);
    try {
      await apply(await readLoginAnswer(await post(url, body), from));
    } catch {
      setProblem(t("failed"));
    } finally {
      setPending(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setFields({ code: { key: "blank" } });
      return;
    }
    await send("/api/auth/two-factor", { code }, "code");
  };

  // The e-mailed code goes with the e-mail and password again: the API checks the password only with a right code.
  const submitEmailCode = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const typed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setFields({ emailCode: { key: typed ? "emailCodeFormat" : "blank" } });
      return;
    }
    await send("/api/auth", { email: email.trim(), password, emailCode: typed }, "emailCode");
  };

  const problemBox = problem && <FormAlert>{problem}</FormAlert>;
  const back = () => {
    setStep("password");
    setCode("");
    setFields({});
    setProblem(null);
  };

  // The authenticator's code and the e-mailed code are one screen with their own words, field and check.
  if (step !== "password") {
    const emailed = step === "emailCode";
    return (
      <CodeStep
        texts={{
          title: t(emailed ? "emailCodeTitle" : "codeTitle"),
          intro: emailed ? t("emailCodeIntro", { email: email.trim() }) : t("codeIntro"),
          label: t(step),
          submit: t("verify"),
          sending: t("sending"),
          back: t("back"),
        }}
        name={step}
        value={code}
        error={fieldText(v, fields[step])}
        problem={problemBox}
        pending={pending}
        onChange={setCode}
        onSubmit={emailed ? submitEmailCode : submitCode}
        onBack={back}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {problemBox}
      <form className={styles.form} onSubmit={submitPassword} noValidate>
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldText(v, fields.email)}
        />
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldText(v, fields.password)}
        />
        <div className={styles.actions}>
          <SubmitButton pending={pending}>{pending ? t("sending") : t("submit")}</SubmitButton>
          <a href={`${accountPagesBase}${localePath(locale, "/forgot-password")}`}>{t("forgot")}</a>
        </div>
      </form>
      <p className={styles.links}>
        <span>{t("noAccount")}</span> <a href={`${accountPagesBase}${localePath(locale, "/signup")}`}>{t("signUp")}</a>
      </p>
    </div>
  );
}
