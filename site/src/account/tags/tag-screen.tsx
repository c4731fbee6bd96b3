"use client";

import { useLocale } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { AccountArea } from "../account-area";
import { TagAdmin } from "./tag-admin";
import type { TagKind } from "./tag-kinds";

/** /admin/tags and /admin/tag-groups. */
export function TagScreen({ kind }: { kind: TagKind }) {
  const current = useLocale();
  return (
    <AccountArea area={kind === "tag" ? "tags" : "tagGroups"} wide>
      {(user) => <TagAdmin kind={kind} user={user} locale={isLocale(current) ? current : "en"} />}
    </AccountArea>
  );
}
