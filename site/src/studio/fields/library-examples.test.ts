import { landingBlockSchema } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { blockFieldSets } from "./block-fields";
import { emptyObject } from "./empty-value";
import { fromEditorObject } from "./field-values";
import { withLibraryExamples } from "./library-examples";

const entries = (...slugs: string[]) => slugs.map((slug) => ({ slug, name: slug }));
const pickers = {
  awards: entries("g2-leader", "capterra-best-value", "app-store-editors-choice", "product-hunt"),
  caseStudies: entries("greenbasket-weekly-offers"),
  whitePapers: entries("stories-playbook", "retention-report"),
};

describe("a new block's references start with the library's first entries", () => {
  const sets = blockFieldSets();
  const started = (type: string) => {
    const set = withLibraryExamples(sets.get(type) ?? {}, pickers);
    return { type, ...fromEditorObject(set, emptyObject(set)) };
  };

  it("gives awards three badges, successes the one story there is, the guide promo the first guide", () => {
    expect(started("awards")).toMatchObject({ badges: ["g2-leader", "capterra-best-value", "app-store-editors-choice"] });
    expect(started("successes")).toMatchObject({ stories: ["greenbasket-weekly-offers"] });
    expect(started("inspoGuide")).toMatchObject({ guide: "stories-playbook" });
  });

  it("so a new block of every type passes the schema", () => {
    const open = [...sets.keys()].flatMap((type) => {
      const parsed = landingBlockSchema.safeParse(started(type));
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${type}.${issue.path.join(".")}`);
    });
    expect(open).toEqual([]);
  });

  it("leaves a reference open when its library is empty: the checker names it", () => {
    const set = withLibraryExamples(sets.get("inspoGuide") ?? {}, {});
    expect(set).toEqual(sets.get("inspoGuide"));
  });
});
