// npm run validate [-- <content folder>]: reports every content problem at once; exit code 1 when any.
import { resolve } from "node:path";
import { contentRoot } from "../content-root";
import { validateContent } from "./validate-content";

const folder = process.argv[2];
const report = folder ? validateContent(resolve(folder), folder) : validateContent(contentRoot);
if (report.problems.length > 0) {
  console.error(report.text);
  process.exitCode = 1;
} else {
  console.log(report.text);
}
