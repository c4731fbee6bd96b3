import { describe, expect, it } from "vitest";
import { aroundTheChange, reasonValues, valueLine } from "./reason-text";

describe("the values a change reason shows, old → new", () => {
  it("cuts long texts to where they differ, with some words around it", () => {
    const start = "In-app stories for apps with millions of monthly active users: ";
    const end = ", and a team that knows your product, from the first call to the launch.";
    const cut = aroundTheChange(`${start}security reviews${end}`, `${start}SSO${end}`);
    expect(cut.before).toBe("…with millions of monthly active users: security reviews, and a team that knows your product, from…");
    expect(cut.after).toBe("…with millions of monthly active users: SSO, and a team that knows your product, from…");
    expect(aroundTheChange("Blog", "Le blog")).toEqual({ before: "Blog", after: "Le blog" });
  });

  it("lists a catalogue's keys and a file's fields, and says a value was added or removed", () => {
    const reason = {
      file: "messages/fr.json",
      kind: "messages" as const,
      status: "modified" as const,
      keys: [
        { key: "Sales.label", status: "modified" as const, before: "Démo de 30 minutes", after: "Démo de 30 min" },
        { key: "Sales.badge", status: "added" as const, after: "Nouveau" },
      ],
    };
    const { values, more } = reasonValues(reason);
    expect(values.map(valueLine)).toEqual(['Sales.label: "Démo de 30 minutes" → "Démo de 30 min"', 'Sales.badge: (added) "Nouveau"']);
    expect(more).toBe(0);
    expect(valueLine({ name: "blocks[1].title", before: "FAQ" })).toBe('blocks[1].title: "FAQ" (removed)');
  });
});
