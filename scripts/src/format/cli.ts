// npm run content:format [-- <content folder>] [--check]: rewrites every content file in the canonical format
// (the one the Studio saves); --check only lists the files not in it, with why, and exits 1 when there are any.
import { resolve } from "node:path";
import { contentRoot } from "../content-root";
import { formatContentFolder, formattingReport } from "./format-content-folder";

const args = process.argv.slice(2);
const unknown = args.find((arg) => arg.startsWith("-") && arg !== "--check");
const folders = args.filter((arg) => !arg.startsWith("-"));
if (unknown || folders.length > 1) {
  const problem = unknown ? `unknown option ${unknown}` : "one folder at most";
  console.error(`Usage: npm run content:format -- [content folder] [--check]\n${problem}`);
  process.exitCode = 2;
} else {
  const check = args.includes("--check");
  const folder = folders[0];
  const root = folder ? resolve(folder) : contentRoot;
  const label = folder ? folder.replace(/\/+$/, "") : "content";
  const report = formattingReport(formatContentFolder(root, { check }), { check, label });
  for (const line of report.lines) console.log(line);
  if (report.failed) console.error(report.summary);
  else console.log(report.summary);
  if (report.failed) process.exitCode = 1;
}
