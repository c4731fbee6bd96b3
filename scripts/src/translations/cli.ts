// npm run content:translations [-- <content folder>] [--format text|json] [--fail-on-incomplete]: per locale and
// collection, what is missing, incomplete, older than its English source or still English, and which pages of
// each locale are not fully translated. --fail-on-incomplete exits 1 when any page rendered in a translated
// locale is not fully translated (for CI once every page is announced only where it is translated).
import { resolve } from "node:path";
import { checkContent, pageCompleteness, translationRows } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { contentRoot } from "../content-root";
import { fileTimes } from "@storyfront/content-model/translations/file-times";
import { translationsJson, translationsText } from "./translations-report";

const usage = "Usage: npm run content:translations -- [content folder] [--format text|json] [--fail-on-incomplete]";
const args = process.argv.slice(2);
const formatIndex = args.findIndex((arg) => arg === "--format" || arg.startsWith("--format="));
const format = formatIndex === -1 ? "text" : (args[formatIndex]?.split("=")[1] ?? args[formatIndex + 1]);
const failOnIncomplete = args.includes("--fail-on-incomplete");
const unknown = args.find((arg) => arg.startsWith("-") && !arg.startsWith("--format") && arg !== "--fail-on-incomplete");
const folder = args.find((arg, index) => !arg.startsWith("-") && (formatIndex === -1 || index !== formatIndex + 1));
if ((format !== "text" && format !== "table" && format !== "json") || unknown) {
  console.error(unknown ? `unknown option ${unknown}\n${usage}` : usage);
  process.exitCode = 2;
} else {
  const root = folder ? resolve(folder) : contentRoot;
  const { files, mediaPaths } = readContentFolder(root);
  const { content, problems } = checkContent(files, mediaPaths);
  const times = fileTimes(root);
  const input = {
    rows: translationRows(content, files, times.changedAt, { sourceAsOf: times.sourceAsOf }),
    pages: pageCompleteness(content, files),
    timeSource: times.source,
  };
  if (problems.length > 0)
    console.error(`Note: ${problems.length} content problem(s) leave some files out of this report; run npm run validate.`);
  console.log(format === "json" ? translationsJson(input) : translationsText(input));
  const incomplete = input.pages.filter((page) => !page.complete);
  if (failOnIncomplete && incomplete.length > 0) {
    console.error(
      `${incomplete.length} page(s) are rendered in a locale they are not fully translated into (see "pages not fully translated").`,
    );
    process.exitCode = 1;
  }
}
