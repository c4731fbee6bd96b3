// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { atomDocument, rfc3339, rfc822, rssDocument, xmlText, type Feed } from "./feed-xml";

const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
};

const feed: Feed = {
  title: "Blog & news <Storyfront>",
  description: `Stories "quoted" and 'single'`,
  link: "https://storyfront.com/fr/blog",
  self: "https://storyfront.com/fr/blog/rss.xml",
  language: "fr",
  items: [
    {
      title: "Écrire <b>vite</b> & bien\u0000\u0007",
      url: "https://storyfront.com/fr/blog/ecrire?x=1&y=2",
      description: "Un résumé ]]> avec </description> dedans 🦜",
      author: "Ada & Co",
      published: Date.UTC(2026, 10, 27, 10, 0, 5) / 1000,
    },
    { title: "Older", url: "https://storyfront.com/fr/blog/older", description: "", published: Date.UTC(2026, 0, 2) / 1000 },
  ],
};

describe("feed writer", () => {
  it("escapes text and drops characters XML cannot hold", () => {
    expect(xmlText(`a & b < c > "d" 'e'`)).toBe("a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;");
    expect(xmlText("x\u0000y\u001fz\ud800")).toBe("xyz");
    expect(xmlText("🦜\tok\n")).toBe("🦜\tok\n");
  });

  it("writes RFC 822 dates for RSS and RFC 3339 for Atom, in UTC", () => {
    const at = Date.UTC(2026, 10, 27, 10, 0, 5) / 1000;
    expect(rfc822(at)).toBe("Fri, 27 Nov 2026 10:00:05 GMT");
    expect(rfc3339(at)).toBe("2026-11-27T10:00:05Z");
  });

  it("writes an RSS 2.0 document that parses back to the same texts and absolute links", () => {
    const document = parse(rssDocument(feed));
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    const channel = document.getElementsByTagName("channel")[0]!;
    expect(channel.getElementsByTagName("title")[0]!.textContent).toBe("Blog & news <Storyfront>");
    expect(channel.getElementsByTagName("language")[0]!.textContent).toBe("fr");
    const items = [...document.getElementsByTagName("item")];
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first.getElementsByTagName("title")[0]!.textContent).toBe("Écrire <b>vite</b> & bien");
    expect(first.getElementsByTagName("link")[0]!.textContent).toBe("https://storyfront.com/fr/blog/ecrire?x=1&y=2");
    expect(first.getElementsByTagName("description")[0]!.textContent).toBe("Un résumé ]]> avec </description> dedans 🦜");
    expect(first.getElementsByTagName("pubDate")[0]!.textContent).toBe("Fri, 27 Nov 2026 10:00:05 GMT");
    expect(first.getElementsByTagName("dc:creator")[0]!.textContent).toBe("Ada & Co");
    expect(channel.getElementsByTagName("lastBuildDate")[0]!.textContent).toBe("Fri, 27 Nov 2026 10:00:05 GMT");
  });

  it("writes an Atom document with ids, self link and the newest update", () => {
    const document = parse(atomDocument(feed));
    const root = document.documentElement;
    expect(root.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    expect(root.getAttribute("xml:lang")).toBe("fr");
    const self = [...root.getElementsByTagName("link")].find((link) => link.getAttribute("rel") === "self");
    expect(self?.getAttribute("href")).toBe("https://storyfront.com/fr/blog/rss.xml");
    const entries = [...document.getElementsByTagName("entry")];
    expect(entries.map((entry) => entry.getElementsByTagName("id")[0]!.textContent)).toEqual([
      "https://storyfront.com/fr/blog/ecrire?x=1&y=2",
      "https://storyfront.com/fr/blog/older",
    ]);
    expect(entries[0]!.getElementsByTagName("published")[0]!.textContent).toBe("2026-11-27T10:00:05Z");
    expect(root.getElementsByTagName("updated")[0]!.textContent).toBe("2026-11-27T10:00:05Z");
  });

  it("stays valid with no items", () => {
    parse(rssDocument({ ...feed, items: [] }));
    parse(atomDocument({ ...feed, items: [] }));
  });
});
