import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { keysRead } from "./message-keys";
import { siteMessageReads } from "./site-message-reads";

const { byFamily, unresolved } = siteMessageReads(fileURLToPath(new URL("../../../site/src", import.meta.url)));
const reads = (pattern: string, key: string) => keysRead(byFamily.get(pattern), [{ key, status: "modified" }]).length > 0;

describe("siteMessageReads over the site's code", () => {
  it("reads every translation call of the site: a call it cannot read needs a `// message-keys:` comment", () => {
    expect(unresolved).toEqual([]);
  });

  it("finds a page family's own keys, and only there", () => {
    expect(reads("/pricing", "Pricing.title")).toBe(true);
    expect(reads("/prices", "Pricing.title")).toBe(true);
    for (const pattern of ["/", "/faq", "/blog", "/enterprise", "/solutions/[slug]", "/sales"])
      expect(reads(pattern, "Pricing.title")).toBe(false);
    expect(reads("/enterprise", "Enterprise.successTitle")).toBe(true);
    expect(reads("/", "Enterprise.successTitle")).toBe(false);
  });

  it("gives every page of the main layouts the chrome's keys (header, footer, banners, metadata)", () => {
    for (const pattern of ["/", "/faq", "/pricing", "/blog/[page]", "/solutions/[slug]", "/case-studies/[slug]"]) {
      expect(reads(pattern, "Header.logIn")).toBe(true);
      expect(reads(pattern, "Footer.newsletterTitle")).toBe(true);
      expect(reads(pattern, "Metadata.siteName")).toBe(true);
    }
  });
});
