// GET /invite/{code} and POST /invite/{code}/accept — joining a project (spec §4, §8 texts).
import { apiCalls, inviteMessages } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { HttpError } from "../http/errors";
import type { Queryable } from "../db/database";
import { requireUser } from "../auth/current-user";
import { toProjectRef, type ProjectRow } from "../auth/user-answer";

type InviteRow = { code: string; used_at: number | null; project: ProjectRow };

async function pendingInvite(db: Queryable, code: string, lock = false) {
  const [row] = await db.query<InviteRow>(
    `select i.code, i.used_at, json_build_object('id', p.id, 'slug', p.slug, 'title', p.title) as project
     from project_invite i join project p on p.id = i.project_id where i.code = $1${lock ? " for update of i" : ""}`,
    [code],
  );
  if (!row) throw new HttpError(404, inviteMessages.notFound(code));
  if (row.used_at !== null) throw new HttpError(409, inviteMessages.alreadyUsed(code, new Date(row.used_at * 1000).toISOString()));
  return row;
}

export const inviteRoutes = [
  defineRoute({
    call: apiCalls.inviteView,
    tag: "invites",
    summary: "Look up a pending invite: 404 not found, 409 already used.",
    handler: async ({ params }, ctx) => {
      const row = await pendingInvite(ctx.db, params.code);
      return { code: row.code, project: toProjectRef(row.project) };
    },
  }),
  defineRoute({
    call: apiCalls.inviteAccept,
    tag: "invites",
    summary: "Join the invite's project as the signed-in user; it becomes the active project. 404 not found, 409 already used.",
    handler: async ({ params }, ctx) => {
      const user = await requireUser(ctx);
      return ctx.db.transaction(async (tx) => {
        const row = await pendingInvite(tx, params.code, true);
        await tx.query("update project_invite set used_at = $2, used_by = $3 where code = $1", [params.code, ctx.now, user.id]);
        await tx.query("insert into user_project (user_id, project_id) values ($1, $2) on conflict do nothing", [user.id, row.project.id]);
        await tx.query("update app_user set active_project_id = $2 where id = $1", [user.id, row.project.id]);
        return { project: toProjectRef(row.project) };
      });
    },
  }),
];
