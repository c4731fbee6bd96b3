import { landingBlockSchema } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { blockFieldSets } from "./block-fields";
import { emptyObject } from "./empty-value";
import { fromEditorObject } from "./field-values";

describe("a new block starts from its fixture's texts", () => {
  const sets = blockFieldSets();
  const started = (type: string) => {
    const set = sets.get(type) ?? {};
    return { type, ...fromEditorObject(set, emptyObject(set)) };
  };

  it("takes the intro's title lines, buttons and picture from the renderer's first intro fixture", () => {
    expect(started("intro")).toMatchObject({
      type: "intro",
      titleLines: ["In-app stories", "that people finish"],
      subtitle: "Onboarding, promos and news as stories inside your app, built without code.",
      primaryButton: { label: "Request a demo", href: "/sales" },
      image: { src: "/media/illustrations/hero-phone.svg", width: 480, height: 400 },
    });
  });

  it("leaves only the library entries to pick: no block starts with an empty text, link, number or picture", () => {
    const open = [...sets.keys()].flatMap((type) => {
      const parsed = landingBlockSchema.safeParse(started(type));
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${type}.${issue.path.join(".")}`);
    });
    // References name an entry of the site's libraries (badges, case studies, guides): the marketer picks one.
    expect(open).toEqual(["awards.badges.0", "successes.stories.0", "inspoGuide.guide"]);
  });

  it("takes a video from the next fixture when the first names a file this content does not have", () => {
    const set = blockFieldSets(undefined, (path) => !path.endsWith(".mp4") && !path.endsWith(".vtt")).get("videoGuide") ?? {};
    const started = fromEditorObject(set, emptyObject(set));
    expect(started).toMatchObject({
      video: "https://video.example.com/embed/first-story",
      poster: { src: "/media/video/first-story-poster.svg" },
    });
    expect(started).not.toHaveProperty("captions");
  });
});
