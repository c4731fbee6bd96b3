// npm run content:translations [-- <content folder>] [--format table|json]: per locale, the pages and fields
// that are missing or older than their English source.
import { resolve } from "node:path";
import { checkContent, translationStatus } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { contentRoot } from "../content-root";
import { fileTimes } from "./file-times";
import { translationsJson, translationsTable } from "./translations-report";

const args = process.argv.slice(2);
const formatIndex = args.findIndex((arg) => arg === "--format" || arg.startsWith("--format="));
const format = formatIndex === -1 ? "table" : (args[formatIndex]?.split("=")[1] ?? args[formatIndex + 1]);
const folder = args.find((arg, index) => !arg.startsWith("-") && index !== formatIndex + 1);
if (format !== "table" && format !== "json") {
  console.error("Usage: npm run content:translations -- [content folder] [--format table|json]");
  process.exitCode = 2;
} else {
  const root = folder ? resolve(folder) : contentRoot;
  const { files, mediaPaths } = readContentFolder(root);
  const { content, problems } = checkContent(files, mediaPaths);
  const times = fileTimes(root);
  const rows = translationStatus(content, files, times.changedAt);
  if (problems.length > 0) console.error(`Note: ${problems.length} content problem(s) leave some files out of this report; run npm run validate.`);
  console.log(format === "json" ? translationsJson(rows, times.source) : translationsTable(rows, times.source));
}
