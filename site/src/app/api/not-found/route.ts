// Where next.config.ts sends a name that is not there under a folder the site serves files from (/_next/static/,
// /errors/): our 404 page. The proxy leaves those folders alone for speed, so without this such a path fell
// through to the page tree, which answered an empty 404 and kept it on disk, one entry per URL a bot tried.
import { notFoundAnswer } from "@/pipeline/error-page-html";

export const dynamic = "force-dynamic";

export { notFoundAnswer as GET };
