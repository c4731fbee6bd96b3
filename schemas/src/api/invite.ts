// GET /invite/{code} and POST /invite/{code}/accept — joining a project (spec §4 invite states, §8 texts).
import { z } from "zod";
import { apiMessages } from "./common";
import { projectRef } from "./project";

export const inviteParams = z.object({
  code: z
    .string()
    .min(1, { error: apiMessages.blank })
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: apiMessages.pattern }),
});

/** A pending invite. Not found answers 404 `Invite "{code}" not found`; used answers 409 `Invite "{code}" already used at {time}`. */
export const invite = z.object({ code: z.string(), project: projectRef });
export type Invite = z.infer<typeof invite>;

export const inviteAcceptAnswer = z.object({ project: projectRef });
export type InviteAcceptAnswer = z.infer<typeof inviteAcceptAnswer>;

export const inviteMessages = {
  notFound: (code: string) => `Invite "${code}" not found`,
  alreadyUsed: (code: string, at: string) => `Invite "${code}" already used at ${at}`,
};
