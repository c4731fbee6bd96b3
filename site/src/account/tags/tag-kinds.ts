import type { AdminTag, AdminTagGroup, TagLanguage } from "@storyfront/schemas";
import type { SiteCallInput } from "@/api-client/call-site";

/** The two lists of the admin tag area share one screen; this is what differs between them. */
export const tagKinds = {
  tag: { expand: "groupName", list: "adminTagList", create: "adminTagCreate", update: "adminTagUpdate", remove: "adminTagDelete" },
  group: {
    expand: "languages",
    list: "adminTagGroupList",
    create: "adminTagGroupCreate",
    update: "adminTagGroupUpdate",
    remove: "adminTagGroupDelete",
  },
} as const;

export type TagKind = keyof typeof tagKinds;
export type TagItem = AdminTag | AdminTagGroup;

/** What the form edits: strings while typing (numbers are checked by the API, whose answer shows at the field). */
export type TagDraft = {
  key: string;
  slug: string;
  order: string;
  sort: string;
  isActive: boolean;
  groupId: string;
  projectId: string;
  languages: TagLanguage[];
};

export const emptyDraft = (): TagDraft => ({
  key: "",
  slug: "",
  order: "0",
  sort: "0",
  isActive: true,
  groupId: "",
  projectId: "",
  languages: [{ languageCode: "en", name: "" }],
});

export function draftOf(item: TagItem): TagDraft {
  return {
    key: item.key,
    slug: "slug" in item ? item.slug : "",
    order: String(item.order),
    sort: String(item.sort),
    isActive: item.isActive,
    groupId: "groupId" in item && item.groupId !== null ? String(item.groupId) : "",
    projectId: item.projectId === null ? "" : String(item.projectId),
    languages: item.languages ?? [],
  };
}

/** A number field as the API should see it: a whole number when it is one, else the text (the API names the field). */
const numberOrText = (value: string): number | string => (/^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value);
const idOrNull = (value: string): number | string | null => (value.trim() === "" ? null : numberOrText(value));

/** What POST/PUT /admin/tag and /admin/tag-group take (the group's body is the tag's without slug and group). */
type TagBody = NonNullable<SiteCallInput<"adminTagCreate">["body"]>;

/**
 * The body of POST/PUT /admin/tag or /admin/tag-group. A number typed wrong goes as typed, not as the contract's
 * number, so that the API's 422 names the field beside it.
 */
export function bodyOf(kind: TagKind, draft: TagDraft): TagBody {
  const common = {
    key: draft.key,
    order: numberOrText(draft.order),
    sort: numberOrText(draft.sort),
    isActive: draft.isActive,
    projectId: idOrNull(draft.projectId),
    languages: draft.languages,
  };
  return (kind === "tag" ? { ...common, slug: draft.slug, groupId: idOrNull(draft.groupId) } : common) as TagBody;
}
