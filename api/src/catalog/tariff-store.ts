// Displayed tariffs as editors read and write them. English is the source: its texts live on displayed_tariff
// itself (the reading call falls back to them), every other language in displayed_tariff_translation. Figures, the
// button's link and the featured flag are the tariff's own, the same in every language.
import { tariffCostProblem, type AuthoredTariff, type TariffFields } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { HttpError, notFound, ValidationError, type FieldError } from "../http/errors";
import { afterTariffChange } from "./after-change";
import { lockVersioned, nextStamp, stampColumns, stampOf, type VersionStamp } from "./versioned-row";

type Translation = AuthoredTariff["translations"][number];
type TariffRow = VersionStamp & {
  id: number;
  position: number;
  name: string;
  description: string;
  cost: string;
  cost_numeric: number;
  options_title: string;
  options: string[];
  button: { text: string; link: string };
  featured: boolean;
};
type TranslationRow = Omit<Translation, "language"> & { tariff_id: number; language: Translation["language"] };

export async function loadTariffs(db: Queryable, where = "", params: unknown[] = []): Promise<AuthoredTariff[]> {
  const rows = await db.query<TariffRow>(
    `select t.id, t.position, t.name, t.description, t.cost, t.cost_numeric, t.options_title, t.options, t.button, t.featured,
       ${stampColumns}
     from displayed_tariff t left join app_user u on u.id = t.updated_by ${where} order by t.position, t.id`,
    params,
  );
  if (rows.length === 0) return [];
  const translations = await db.query<TranslationRow>(
    `select tariff_id, language, name, description, cost, options_title, options, button_text
     from displayed_tariff_translation where tariff_id = any($1::int[]) order by language`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    order: row.position,
    cost_numeric: row.cost_numeric,
    button_link: row.button.link,
    featured: row.featured,
    translations: [
      {
        language: "en",
        name: row.name,
        description: row.description,
        cost: row.cost,
        options_title: row.options_title,
        options: row.options,
        button_text: row.button.text,
      },
      ...translations
        .filter((translation) => translation.tariff_id === row.id && translation.language !== "en")
        .map(({ tariff_id: _tariff, ...translation }) => translation),
    ],
    ...stampOf(row),
  }));
}

export async function loadTariff(db: Queryable, id: number): Promise<AuthoredTariff> {
  const [tariff] = await loadTariffs(db, "where t.id = $1", [id]);
  if (!tariff) throw notFound(`Tariff ${id} not found`);
  return tariff;
}

/** Each language's cost text must show cost_numeric (or no price for 0, "on request"): 422 naming `translations.N.cost`. */
export function assertCostsFit(fields: TariffFields) {
  const errors: FieldError[] = [];
  fields.translations.forEach((translation, index) => {
    const problem = tariffCostProblem(translation.cost, fields.cost_numeric);
    if (problem) errors.push({ field: `translations.${index}.cost`, message: problem });
  });
  if (errors.length > 0) throw new ValidationError(errors);
}

const english = (fields: TariffFields) => fields.translations.find((translation) => translation.language === "en")!;

/** The tariff row's own columns: the English texts, the figure and the button. `$1`… in this order. */
const ownValues = (fields: TariffFields) => {
  const en = english(fields);
  return [
    en.name,
    en.description,
    en.cost,
    fields.cost_numeric,
    en.options_title,
    JSON.stringify(en.options),
    JSON.stringify({ text: en.button_text, link: fields.button_link }),
  ];
};

async function writeTranslations(tx: Queryable, id: number, fields: TariffFields) {
  await tx.query("delete from displayed_tariff_translation where tariff_id = $1", [id]);
  for (const translation of fields.translations) {
    if (translation.language === "en") continue;
    await tx.query(
      `insert into displayed_tariff_translation (tariff_id, language, name, description, cost, options_title, options, button_text)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
      [
        id,
        translation.language,
        translation.name,
        translation.description,
        translation.cost,
        translation.options_title,
        JSON.stringify(translation.options),
        translation.button_text,
      ],
    );
  }
}

/** A new tariff, last on the pricing page, not featured, at version 1. */
export async function createTariff(tx: Queryable, fields: TariffFields, userId: number, now: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into displayed_tariff (name, description, cost, cost_numeric, options_title, options, button, position, featured, version,
       updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, (select coalesce(max(position), 0) + 1 from displayed_tariff), false, 1, $8, $9)
     returning id`,
    [...ownValues(fields), now, userId],
  );
  if (!row) throw new Error("tariff insert returned no row");
  await writeTranslations(tx, row.id, fields);
  await afterTariffChange(tx);
  return row.id;
}

export async function saveTariff(tx: Queryable, id: number, baseVersion: number, fields: TariffFields, userId: number, now: number) {
  await lockVersioned(tx, tariff(id), baseVersion);
  await tx.query(
    `update displayed_tariff set (name, description, cost, cost_numeric, options_title, options, button) =
       ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb), ${nextStamp(8)} where id = $10`,
    [...ownValues(fields), now, userId, id],
  );
  await writeTranslations(tx, id, fields);
  await afterTariffChange(tx);
}

export async function deleteTariff(tx: Queryable, id: number) {
  await lockVersioned(tx, tariff(id));
  await tx.query("delete from displayed_tariff where id = $1", [id]);
  await afterTariffChange(tx);
}

/** Every tariff in the given order; a list that no longer names exactly the tariffs is a 409 (reload). */
export async function reorderTariffs(tx: Queryable, ids: number[]) {
  const rows = await tx.query<{ id: number }>("select id from displayed_tariff order by id for update");
  const known = new Set(rows.map((row) => row.id));
  if (rows.length !== ids.length || ids.some((id) => !known.has(id))) {
    throw new HttpError(409, `The tariffs changed since the list was loaded (there are ${rows.length}); reload and try again`);
  }
  for (const [index, id] of ids.entries()) await tx.query("update displayed_tariff set position = $1 where id = $2", [index + 1, id]);
  await afterTariffChange(tx);
}

/**
 * The pricing page highlights at most one tariff (a unique index holds it): featuring one takes the flag from the
 * others; null features none. Two statements, because a unique index is checked row by row within one.
 */
export async function featureTariff(tx: Queryable, id: number | null) {
  await tx.query("select id from displayed_tariff order by id for update");
  if (id !== null && (await tx.query("select 1 from displayed_tariff where id = $1", [id])).length === 0) {
    throw new ValidationError([{ field: "id", message: `Tariff ${id} does not exist` }]);
  }
  await tx.query("update displayed_tariff set featured = false where featured and id is distinct from $1", [id]);
  if (id !== null) await tx.query("update displayed_tariff set featured = true where id = $1", [id]);
  await afterTariffChange(tx);
}

const tariff = (id: number) => ({ table: "displayed_tariff" as const, key: "id" as const, value: id, label: `Tariff ${id}` });
