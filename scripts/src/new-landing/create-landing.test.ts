import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDifferences } from "@storyfront/content-model";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateContent } from "../validate/validate-content";
import { createLanding } from "./create-landing";

let folder = "";
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "storyfront-new-landing-"));
  cpSync(fileURLToPath(new URL("../validate/fixtures/base/", import.meta.url)), folder, { recursive: true });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run new:landing", () => {
  it("writes a landing at /solutions/<slug> that passes validation", () => {
    const result = createLanding(folder, "pet-care");
    expect(result).toEqual({ ok: true, file: "content/landings/pet-care.json", path: "/solutions/pet-care" });
    const landing = JSON.parse(readFileSync(join(folder, "landings/pet-care.json"), "utf8")) as { $schema: string; slug: string };
    expect(landing.$schema).toBe("../schemas/landings.schema.json");
    expect(validateContent(folder).problems).toEqual([]);
    expect(formatDifferences("landings/pet-care.json", readFileSync(join(folder, "landings/pet-care.json"), "utf8"))).toEqual([]);
  });

  it("refuses a slug that already exists", () => {
    createLanding(folder, "pet-care");
    expect(createLanding(folder, "pet-care")).toEqual({ ok: false, error: expect.stringContaining("already exists") });
  });

  it("refuses a slug whose page path another landing already uses", () => {
    const other = JSON.parse(readFileSync(join(folder, "landings/base.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(join(folder, "landings/other.json"), JSON.stringify({ ...other, slug: "other", path: "/solutions/pet-care" }));
    expect(createLanding(folder, "pet-care")).toEqual({
      ok: false,
      error: expect.stringContaining("/solutions/pet-care is also used by landings/other.json"),
    });
    expect(existsSync(join(folder, "landings/pet-care.json"))).toBe(false);
  });

  it("refuses something that is not a slug", () => {
    expect(createLanding(folder, "Pet Care")).toEqual({ ok: false, error: expect.stringContaining("must be a slug") });
  });
});
