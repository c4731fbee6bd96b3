// Every message catalogue, imported statically, for answers made before next-intl runs: the proxy's error pages
// and the review bars, which are also written as plain HTML before any route renders. Record<Locale, …> makes
// the compiler name a locale of the registry that has no catalogue here.
import en from "@storyfront/content/messages/en.json";
import fr from "@storyfront/content/messages/fr.json";
import de from "@storyfront/content/messages/de.json";
import es from "@storyfront/content/messages/es.json";
import ru from "@storyfront/content/messages/ru.json";
import type { Locale } from "./locales";

export type Catalogue = typeof en;

export const staticCatalogues: Record<Locale, Catalogue> = { en, fr, de, es, ru };
