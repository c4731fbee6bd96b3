// Issue 42's rule: an industry page's reviews come from that industry (a telecom page quoting a bank's Head of
// Product looks careless). A review's industry is what its file says ("industry"), or else the industry of a case
// study about the author's company (the company is what follows the last comma of "author"). The checker warns.
import type { ProblemDraft } from "./problem";
import type { ReadFile } from "./read-file";

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const slugs = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** The company in "Head of Product, Northwind Bank". */
export const companyOf = (author: string) => author.slice(author.lastIndexOf(",") + 1).trim();

/** Review slug → the industry its author's company is in, where the content says so. */
function reviewIndustries(sources: readonly ReadFile[]): Map<string, { industry: string; company: string; author: string }> {
  const byCompany = new Map<string, string>();
  for (const read of sources) {
    const customer = text(read.data?.customer);
    const industry = text(read.data?.industry);
    if (read.collection === "caseStudies" && customer && industry) byCompany.set(customer.toLowerCase(), industry);
  }
  const found = new Map<string, { industry: string; company: string; author: string }>();
  for (const read of sources) {
    const slug = text(read.data?.slug);
    const author = text(read.data?.author);
    if (read.collection !== "reviews" || !slug || !author) continue;
    const company = companyOf(author);
    const industry = text(read.data?.industry) ?? byCompany.get(company.toLowerCase());
    if (industry) found.set(slug, { industry, company, author });
  }
  return found;
}

/** The industry page a source file is, and where its review slugs sit: a catalogue entry or a landing at /solutions/{industry}. */
function industryPage(
  read: ReadFile,
  industries: ReadonlySet<string>,
): { industry: string; reviews: [PropertyKey[], string[]][] } | undefined {
  const data = read.data ?? {};
  if (read.collection === "solutions" && data.type === "industry" && typeof data.slug === "string")
    return { industry: data.slug, reviews: [[["reviews"], slugs(data.reviews)]] };
  const industry = read.collection === "landings" ? /^\/solutions\/([a-z0-9-]+)$/.exec(text(data.path) ?? "")?.[1] : undefined;
  if (!industry || !industries.has(industry) || !Array.isArray(data.blocks)) return undefined;
  const blocks = data.blocks as unknown[];
  return {
    industry,
    reviews: blocks.map((block, index) => [["blocks", index, "reviews"], slugs((block as Record<string, unknown> | null)?.reviews)]),
  };
}

/** One warning draft per review an industry page shows from another industry (English sources: the pages are English). */
export function reviewIndustryMismatches(sources: readonly ReadFile[]): { read: ReadFile; draft: ProblemDraft }[] {
  const industries = new Set(
    sources.flatMap((read) => (read.collection === "solutions" && read.data?.type === "industry" ? [String(read.data.slug)] : [])),
  );
  const reviews = reviewIndustries(sources);
  return sources.flatMap((read) => {
    const page = industryPage(read, industries);
    if (!page) return [];
    return page.reviews.flatMap(([path, list]) =>
      list.flatMap((slug, index) => {
        const review = reviews.get(slug);
        if (!review || review.industry === page.industry) return [];
        return [
          {
            read,
            draft: {
              path: [...path, index],
              message:
                `the review "${slug}" is by ${review.author}, a ${review.industry} company: ` +
                `this ${page.industry} page shows it to ${page.industry} visitors`,
              fix:
                `show a review by a ${page.industry} company here; if ${review.company} is in ${page.industry} too, ` +
                `say so in reviews/${slug}.json ("industry": "${page.industry}")`,
            },
          },
        ];
      }),
    );
  });
}
