import { getMessages, getTranslations } from "next-intl/server";
import type { CompiledMessage } from "icu-minify/format";
import type { Locale } from "./locales";

/** An island's texts: catalogue keys to the strings it shows. */
export type IslandTexts<K extends string> = Record<K, string>;

/** An island's messages as the catalogue compiled them, for those it formats itself (a count, an e-mail). */
export type IslandMessages<K extends string> = Record<K, CompiledMessage>;

/**
 * The texts of a client island, formatted here on the server. Islands take plain strings as props, so a
 * page sends the browser neither a catalogue nor a message formatter (next-intl stays on the server), and
 * each island carries only the strings it shows.
 */
export async function islandTexts<const K extends string>(locale: Locale, namespace: string, keys: readonly K[]): Promise<IslandTexts<K>> {
  // message-keys: none (each caller names its namespace and keys, which the dependency graph reads there)
  const t: (key: string) => string = await getTranslations({ locale, namespace });
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as IslandTexts<K>;
}

/**
 * Messages whose arguments only the browser knows (a day count, a view count), as the catalogue compiled
 * them: the island fills them in with `formatMessage` (i18n/format-message.ts), a formatter of under 1 KB.
 */
export async function islandMessages<const K extends string>(
  locale: Locale,
  namespace: string,
  keys: readonly K[],
): Promise<IslandMessages<K>> {
  const catalogue = (await getMessages({ locale }))[namespace] as Record<string, CompiledMessage> | undefined;
  return Object.fromEntries(keys.map((key) => [key, catalogue?.[key] ?? `${namespace}.${key}`])) as IslandMessages<K>;
}
