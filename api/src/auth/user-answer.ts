// The signed-in user as GET /auth answers it (spec §3).
import type { ActiveProject, ApiLocale, AuthUser, ProjectRef, ProjectSubscription } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import type { UserRow } from "./current-user";

const label = (key: string) => key.replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase());
const toMap = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, label(key)]));

export type ProjectRow = { id: number; slug: string; title: string };
export const toProjectRef = (row: ProjectRow): ProjectRef => ({ id: row.id, slug_or_id: row.slug || String(row.id), title: row.title });

type SubscriptionRow = ProjectRow & {
  subscription_mode: ProjectSubscription["mode"];
  trial_tariff: ProjectSubscription["tariff"];
  trial_ends_at: number | null;
};

const day = 86400;

/** The active project with its trial state; days left round up, so the last hours still count as one day. */
export function toActiveProject(row: SubscriptionRow, now: number): ActiveProject {
  const ends = row.trial_ends_at;
  return {
    ...toProjectRef(row),
    subscription: {
      mode: row.subscription_mode,
      tariff: row.trial_tariff,
      trialEndsAt: ends === null ? null : new Date(ends * 1000).toISOString(),
      daysLeft: ends === null ? null : Math.max(0, Math.ceil((ends - now) / day)),
    },
  };
}

export async function userAnswer(db: Queryable, user: UserRow, expand: string[], now: number): Promise<AuthUser> {
  const projects = await db.query<SubscriptionRow>(
    "select p.id, p.slug, p.title, p.subscription_mode, p.trial_tariff, p.trial_ends_at " +
      "from project p join user_project up on up.project_id = p.id where up.user_id = $1 order by p.id",
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
    answer.activeProject = active ? toActiveProject(active, now) : null;
  }
  if (expand.includes("newNotificationCount")) answer.newNotificationCount = user.new_notification_count;
  return answer;
}
