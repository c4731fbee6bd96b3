// What one rendered page reads: the files (relative to content/) a change to which changes the page.
import { localeRegistry, type Locale, type SiteVariant } from "@storyfront/schemas";

export type Variant = SiteVariant;

/** Why a file is read, in the words a reviewer uses ("a review", "the site settings"). */
export type ReadKind =
  "own" | "review" | "success story" | "logo" | "guide" | "award" | "add-on" | "messages" | "site settings" | "media" | "rich text";

export interface FileRead {
  /** Path relative to content/, e.g. reviews/ada-moreno.fr.json or media/logos/forkful.svg */
  file: string;
  kind: ReadKind;
  /** For a message catalogue: the key paths the page reads ("Pricing.title", a namespace, "" for all); all when left out. */
  keys?: string[];
}

export interface PageReads {
  variant: Variant;
  locale: Locale;
  /** The route without its locale prefix, e.g. /enterprise */
  route: string;
  /** The visible path on its variant, e.g. /fr/enterprise (the variant's default locale has no prefix). */
  path: string;
  /** A content file that says "draft": true (rendered only in draft mode and on previews). */
  draft?: boolean;
  reads: FileRead[];
}

export const variantLocales = (variant: Variant, registry = localeRegistry): readonly Locale[] => registry.localesOf(variant);
export const variantOfLocale = (locale: Locale, registry = localeRegistry): Variant => registry.variantOf(locale);

/** The visible path of a route in a locale: each variant's default locale (en on com, ru on ru) has no prefix. */
export const visiblePath = (locale: Locale, route: string, registry = localeRegistry): string => registry.localePath(locale, route);
