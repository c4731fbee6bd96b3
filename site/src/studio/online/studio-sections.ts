import type { AuthUser } from "@storyfront/schemas";
import { canEditPages, canReadTariffs } from "@/account/permissions";

type Holder = Pick<AuthUser, "adminRoles" | "adminPermissions">;

/** The online Studio's sections: where each lives, what it is for, and who sees it (the API checks every call too). */
export const studioSections = [
  {
    path: "/studio/articles",
    label: "Pages",
    description: "Blog posts, press releases, stories and every other page of the API: write, schedule, publish.",
    allowed: canEditPages,
  },
  {
    path: "/studio/files",
    label: "Content files",
    description: "Landings, catalogue entries, case studies and messages, on a branch: preview in seconds, merge to publish.",
    allowed: canEditPages,
  },
  {
    path: "/studio/media",
    label: "Media",
    description: "Pictures for pages: upload once, with alt text; every size is made for you.",
    allowed: canEditPages,
  },
  { path: "/studio/categories", label: "Categories", description: "The blog's categories: names, order and SEO.", allowed: canEditPages },
  { path: "/studio/tariffs", label: "Tariffs", description: "The prices shown on /pricing, in every language.", allowed: canReadTariffs },
  {
    path: "/studio/landing-config",
    label: "Landing config",
    description: "The landing pages' intro bar and widget settings.",
    allowed: canEditPages,
  },
] as const;

/** The sections a user may use; content files only where content comes from git (content-branches/). */
export const sectionsFor = (user: Holder, contentFiles: boolean) =>
  studioSections.filter((section) => section.allowed(user) && (contentFiles || section.path !== "/studio/files"));
