import { describe, expect, it } from "vitest";
import { sourceMessageReads } from "./source-message-reads";

describe("sourceMessageReads", () => {
  it("reads the literal keys a translator is called with, per binding, and inline calls", () => {
    const source = [
      'import { getTranslations } from "next-intl/server";',
      'import type { Locale } from "@/i18n/locales";',
      'import { PriceTable } from "./price-table";',
      "export async function generateMetadata() {",
      '  const t = await getTranslations({ locale, namespace: "Metadata" });',
      '  return { title: t("siteName") };',
      "}",
      "export async function View() {",
      '  const [tariffs, t] = await Promise.all([listTariffs(api), getTranslations({ locale, namespace: "Pricing" })]);',
      '  const other = useTranslations("Blog");',
      '  const reload = useTranslations("Account")("reload");',
      '  const home = (await getTranslations({ locale, namespace: "Layout" }))("home");',
      '  return <h1 title={t.rich("intro", {})}>{t("title")} {other(`tags.${tariffs[0]}`)}</h1>;',
      "}",
    ].join("\n");
    const reads = sourceMessageReads(source);
    expect(reads.keys).toEqual(["Account.reload", "Blog.tags", "Layout.home", "Metadata.siteName", "Pricing.intro", "Pricing.title"]);
    expect(reads.imports).toEqual(["./price-table"]);
    expect(reads.unresolved).toEqual([]);
  });

  it("reads a whole namespace when a key is computed or the translator is handed on", () => {
    const source = [
      'const t = useTranslations("Sales");',
      "return <Form t={t} />;",
      'const e = useTranslations("Errors");',
      "e(code);",
    ].join("\n");
    expect(sourceMessageReads(source).keys).toEqual(["Errors", "Sales"]);
  });

  it("reads islandTexts lists, and the whole catalogue for a computed namespace unless a comment names it", () => {
    const source = [
      'const texts = await islandTexts(locale, "Footer", ["name", "email"]);',
      "const a = useTranslations(setup.texts);",
      "// message-keys: Account.confirm Account.reset",
      "const b = useTranslations(kinds[kind]);",
    ].join("\n");
    const reads = sourceMessageReads(source);
    expect(reads.keys).toEqual(["", "Account.confirm", "Account.reset", "Footer.email", "Footer.name"]);
    expect(reads.unresolved).toEqual([2]);
  });

  it("does not take a commented-out call for a read", () => {
    expect(sourceMessageReads('// const t = useTranslations("Old");\n/* t("x") */').keys).toEqual([]);
  });
});
