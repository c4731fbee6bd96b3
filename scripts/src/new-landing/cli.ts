// npm run new:landing -- <slug>: scaffolds a landing at /solutions/<slug> that validates and renders.
import { contentRoot } from "../content-root";
import { createLanding } from "./create-landing";

const slug = process.argv[2];
if (!slug) {
  console.error("Usage: npm run new:landing -- <slug>   (e.g. npm run new:landing -- pet-care)");
  process.exitCode = 1;
} else {
  const result = createLanding(contentRoot, slug);
  if (result.ok) {
    console.log(`Created ${result.file} (served at ${result.path}). Edit its texts, then run npm run validate.`);
  } else {
    console.error(result.error);
    process.exitCode = 1;
  }
}
