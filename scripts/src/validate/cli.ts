// npm run validate [-- <content folder>] [--format text|json|github] [--strict] [--api <url>]: reports every
// content problem at once with file:line:column; exit code 1 on any error (and on warnings with --strict).
// --api (or STORYFRONT_API_URL) also reads the API's landing pages and warns where a content file's slug hides one.
import { resolve } from "node:path";
import { reportFormats, type ReportFormat } from "@storyfront/content-model";
import { contentRoot } from "../content-root";
import { fetchApiLandings } from "./api-landings";
import { validateContent } from "./validate-content";

function parseArguments(args: readonly string[]): { folder?: string; format: ReportFormat; strict: boolean; api?: string } | string {
  let folder: string | undefined;
  let api = process.env.STORYFRONT_API_URL || undefined;
  let format: ReportFormat = "text";
  let strict = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    const [flag, inline] = arg.split("=", 2);
    if (flag === "--strict") strict = true;
    else if (flag === "--api") {
      api = inline ?? args[(index += 1)];
      if (!api || !/^https?:\/\//.test(api)) return `--api takes the API's base URL, e.g. http://localhost:4000 (got ${api ?? "nothing"})`;
    } else if (flag === "--format") {
      const value = inline ?? args[(index += 1)];
      if (!reportFormats.includes(value as ReportFormat))
        return `--format takes one of: ${reportFormats.join(", ")} (got ${value ?? "nothing"})`;
      format = value as ReportFormat;
    } else if (arg.startsWith("-")) return `unknown option ${arg}; use --format text|json|github, --strict and --api <url>`;
    else folder = arg;
  }
  return { folder, format, strict, api };
}

const parsed = parseArguments(process.argv.slice(2));
if (typeof parsed === "string") {
  console.error(`Usage: npm run validate -- [content folder] [--format text|json|github] [--strict] [--api <url>]\n${parsed}`);
  process.exitCode = 2;
} else {
  const { folder, format, strict } = parsed;
  const api = parsed.api ? { url: parsed.api, answer: await fetchApiLandings(parsed.api) } : undefined;
  const report = folder
    ? validateContent(resolve(folder), { label: folder.replace(/\/+$/, ""), format, strict, api })
    : validateContent(contentRoot, { format, strict, api });
  // Tools read stdout: JSON and annotations always go there; the readable failure report goes to stderr.
  if (report.failed && format === "text") console.error(report.text);
  else console.log(report.text);
  if (report.failed) process.exitCode = 1;
}
