// The signed-in user as GET /auth answers it (spec §3).
import type { ApiLocale, AuthUser, ProjectRef } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import type { UserRow } from "./current-user";

const label = (key: string) => key.replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase());
const toMap = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, label(key)]));

export type ProjectRow = { id: number; slug: string; title: string };
export const toProjectRef = (row: ProjectRow): ProjectRef => ({ id: row.id, slug_or_id: row.slug || String(row.id), title: row.title });

export async function userAnswer(db: Queryable, user: UserRow, expand: string[]): Promise<AuthUser> {
  const projects = await db.query<ProjectRow>(
    "select p.id, p.slug, p.title from project p join user_project up on up.project_id = p.id where up.user_id = $1 order by p.id",
    [user.id],
  );
  const answer: AuthUser = {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    adminRoles: toMap(user.admin_roles),
    adminPermissions: toMap(user.admin_permissions),
    locale: user.locale as ApiLocale,
    companyName: user.company_name,
    companyDomain: user.company_domain,
    disableAllNotification: user.disable_all_notification,
    userProjects: projects.map((project) => ({ id: project.id, slug_or_id: toProjectRef(project).slug_or_id })),
  };
  if (expand.includes("activeProject")) {
    const active = projects.find((project) => project.id === user.active_project_id);
    answer.activeProject = active ? toProjectRef(active) : null;
  }
  if (expand.includes("newNotificationCount")) answer.newNotificationCount = user.new_notification_count;
  return answer;
}
