"use client";
// A new page: its type, its English title and a slug (offered from the title); created as a draft, then opened.
import { PageType, type PageTypeValue } from "@storyfront/schemas";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { fieldErrorsOf, sentence, type FieldErrors } from "../page/field-errors";
import { pageCall } from "../page/page-calls";
import { emptyTranslation, pageTypeLabels, slugOf } from "../page/page-form";
import styles from "./list.module.css";

export function NewPageForm() {
  const router = useRouter();
  const [type, setType] = useState<PageTypeValue>(PageType.blog);
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const shownSlug = slugTouched ? slug : slugOf(title);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!title.trim()) found["translations.en.title"] = "Enter the English title.";
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(shownSlug))
      found.slug = "Use lower-case letters and digits joined by hyphens, e.g. spring-release-notes.";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const fields = {
      type,
      slug: shownSlug,
      order: 0,
      image: null,
      imageSquare: null,
      author: null,
      authorSubtitle: null,
      authorImage: null,
      storyCover: null,
      icon: null,
      categoryIds: [],
      tagIds: [],
      translations: [emptyTranslation("en", title.trim())],
    };
    const answer = await pageCall("adminPageCreate", { body: fields });
    setBusy(false);
    if (answer.ok) return router.push(`/studio/articles/${answer.value.body.id}`);
    if (answer.failure.kind === "invalid") setErrors(fieldErrorsOf(answer.failure.errors, fields));
    setAlert(answer.failure.message);
  };

  const field = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {});
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.problem}>
        {sentence(errors[name])}
      </p>
    ) : null;
  return (
    <div className={styles.main}>
      <Link href="/studio/articles">← All pages</Link>
      <h1>New page</h1>
      {alert ? (
        <p role="alert" className={styles.problem}>
          {alert}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} className={styles.newForm} noValidate>
        <label htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} value={type} onChange={(event) => setType(Number(event.target.value) as PageTypeValue)}>
          {Object.entries(pageTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-title`}>English title</label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          {...field("translations.en.title")}
          autoFocus
        />
        {error("translations.en.title")}
        <label htmlFor={`${id}-slug`}>Slug</label>
        <input
          id={`${id}-slug`}
          value={shownSlug}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
          {...field("slug")}
        />
        {error("slug")}
        <button type="submit" disabled={busy}>
          Create draft
        </button>
      </form>
    </div>
  );
}
