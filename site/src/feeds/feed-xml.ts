// Our own small feed writer (DECISIONS.md: no `feed` dependency for two formats): RSS 2.0 and Atom 1.0 from one
// list of items. Text is escaped for XML and stripped of characters XML 1.0 cannot hold; dates are RFC 822 in RSS
// and RFC 3339 in Atom; every link is absolute.

export type FeedItem = {
  title: string;
  /** Absolute URL of the item's page; also its id. */
  url: string;
  description: string;
  author?: string | null;
  /** Unix seconds. */
  published: number;
  updated?: number;
};

export type Feed = {
  title: string;
  description: string;
  /** Absolute URL of the page the feed follows (/blog). */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** BCP 47 language of the texts. */
  language: string;
  items: readonly FeedItem[];
};

// Characters outside XML 1.0's Char production (C0 controls but tab, CR, LF; lone surrogates; U+FFFE/FFFF).
const invalidXml =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text (or an attribute value) safe inside XML. */
export function xmlText(text: string): string {
  return text
    .replace(invalidXml, "")
    .replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** RFC 822 (as RFC 1123 tightened it), in GMT: "Fri, 27 Nov 2026 10:00:00 GMT". */
export const rfc822 = (seconds: number) => new Date(seconds * 1000).toUTCString();
/** RFC 3339 in UTC without fractions: "2026-11-27T10:00:00Z". */
export const rfc3339 = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");

const newest = (feed: Feed) => Math.max(0, ...feed.items.map((item) => item.updated ?? item.published));

export function rssDocument(feed: Feed): string {
  const items = feed.items.map(
    (item) => `<item>
<title>${xmlText(item.title)}</title>
<link>${xmlText(item.url)}</link>
<guid isPermaLink="true">${xmlText(item.url)}</guid>
<description>${xmlText(item.description)}</description>
<pubDate>${rfc822(item.published)}</pubDate>${item.author ? `\n<dc:creator>${xmlText(item.author)}</dc:creator>` : ""}
</item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlText(feed.title)}</title>
<link>${xmlText(feed.link)}</link>
<description>${xmlText(feed.description)}</description>
<language>${xmlText(feed.language)}</language>
<atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>${
    feed.items.length ? `\n<lastBuildDate>${rfc822(newest(feed))}</lastBuildDate>` : ""
  }
${items.join("\n")}
</channel>
</rss>
`;
}

export function atomDocument(feed: Feed): string {
  const entries = feed.items.map(
    (item) => `<entry>
<title type="text">${xmlText(item.title)}</title>
<link rel="alternate" type="text/html" href="${xmlText(item.url)}"/>
<id>${xmlText(item.url)}</id>
<published>${rfc3339(item.published)}</published>
<updated>${rfc3339(item.updated ?? item.published)}</updated>
<summary type="text">${xmlText(item.description)}</summary>${item.author ? `\n<author><name>${xmlText(item.author)}</name></author>` : ""}
</entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">
<title type="text">${xmlText(feed.title)}</title>
<subtitle type="text">${xmlText(feed.description)}</subtitle>
<link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>
<link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>
<id>${xmlText(feed.self)}</id>
<updated>${rfc3339(newest(feed))}</updated>
<author><name>Storyfront</name></author>
${entries.join("\n")}
</feed>
`;
}
