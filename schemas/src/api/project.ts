// GET /project/{id}/story-styles — a project's CSS for its stories.
import { z } from "zod";

export const storyStyles = z.object({ content: z.string() });
export type StoryStyles = z.infer<typeof storyStyles>;

export const projectRef = z.object({ id: z.number().int(), slug_or_id: z.string(), title: z.string() });
export type ProjectRef = z.infer<typeof projectRef>;
