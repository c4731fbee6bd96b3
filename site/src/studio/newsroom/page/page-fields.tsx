"use client";
// The fields a page has once for all languages: type, slug, order, pictures, author, categories and tags.
import type { PageTypeValue } from "@storyfront/schemas";
import { useId } from "react";
import type { PickedImage } from "../body/image-picker";
import styles from "./editor.module.css";
import { sentence, type FieldErrors } from "./field-errors";
import { pageTypeLabels, type PageForm } from "./page-form";
import { PictureField } from "./picture-field";
import { TextField } from "./text-field";

export type Choice = { id: number; name: string };

type Props = {
  form: PageForm;
  onChange: (change: Partial<PageForm>) => void;
  errors: FieldErrors;
  categories: readonly Choice[];
  tags: readonly Choice[];
};

const orNull = (value: string) => (value.trim() === "" ? null : value);

/** A picked cover fills every variant: the media library gives each size, an address alone serves them all. */
function variantsOf(image: PickedImage): NonNullable<PageForm["image"]> {
  const variants = image.variants ?? {};
  return {
    webp: variants.webp ?? image.url,
    square: variants.square ?? image.url,
    desktop: variants.desktop ?? image.url,
    tablet: variants.tablet ?? image.url,
    phone: variants.phone ?? image.url,
  };
}

export function PageFieldsForm({ form, onChange, errors, categories, tags }: Props) {
  const typeId = useId();
  return (
    <section aria-label="Page" className={styles.pageFields}>
      <div className={styles.field} data-field="type">
        <label htmlFor={typeId} className={styles.label}>
          Type
        </label>
        <select
          id={typeId}
          className={styles.input}
          value={form.type}
          onChange={(event) => onChange({ type: Number(event.target.value) as PageTypeValue })}
        >
          {Object.entries(pageTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="slug"
        label="Slug"
        hint="Lower-case words joined by hyphens; the page's address."
        value={form.slug}
        onChange={(slug) => onChange({ slug })}
        error={errors.slug}
        required
      />
      <TextField
        name="order"
        label="Order"
        type="number"
        value={String(form.order)}
        onChange={(value) => onChange({ order: Math.max(0, Math.trunc(Number(value) || 0)) })}
        error={errors.order}
      />
      <PictureField
        name="image"
        label="Cover picture"
        url={form.image?.desktop ?? null}
        error={errors.image}
        onPick={(image) => onChange({ image: image ? variantsOf(image) : null })}
      />
      <PictureField
        name="imageSquare"
        label="Square picture"
        url={form.imageSquare}
        error={errors.imageSquare}
        onPick={(image) => onChange({ imageSquare: image ? (image.variants?.square ?? image.url) : null })}
      />
      <PictureField
        name="storyCover"
        label="Story cover"
        url={form.storyCover}
        error={errors.storyCover}
        onPick={(image) => onChange({ storyCover: image?.url ?? null })}
      />
      <TextField
        name="author"
        label="Author"
        value={form.author ?? ""}
        onChange={(value) => onChange({ author: orNull(value) })}
        error={errors.author}
      />
      <TextField
        name="authorSubtitle"
        label="Author subtitle"
        hint="E.g. the author's role."
        value={form.authorSubtitle ?? ""}
        onChange={(value) => onChange({ authorSubtitle: orNull(value) })}
        error={errors.authorSubtitle}
      />
      <PictureField
        name="authorImage"
        label="Author picture"
        url={form.authorImage}
        error={errors.authorImage}
        onPick={(image) => onChange({ authorImage: image?.url ?? null })}
      />
      <ChoiceList
        name="categoryIds"
        legend="Categories"
        choices={categories}
        chosen={form.categoryIds}
        onChange={(categoryIds) => onChange({ categoryIds })}
        error={errors.categoryIds}
      />
      <ChoiceList
        name="tagIds"
        legend="Tags"
        choices={tags}
        chosen={form.tagIds}
        onChange={(tagIds) => onChange({ tagIds })}
        error={errors.tagIds}
      />
    </section>
  );
}

function ChoiceList(props: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { name, legend, choices, chosen, onChange, error } = props;
  const id = useId();
  return (
    <fieldset className={styles.choices} data-field={name} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {choices.length === 0 ? <p className={styles.hint}>None to choose from.</p> : null}
      <div className={styles.choiceGrid}>
        {choices.map((choice) => (
          <label key={choice.id} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(choice.id)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((idOf) => idOf !== choice.id))}
            />
            {choice.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {sentence(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
