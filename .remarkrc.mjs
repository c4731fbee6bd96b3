// Editor checks for MDX content (VS Code: the recommended unifiedjs.vscode-remark extension reads this file):
// front matter is checked against the JSON Schema generated from the same zod schemas as the validator.
// npm run validate stays the authority; this only brings red squiggles while typing.
import remarkFrontmatter from "remark-frontmatter";
import remarkLintFrontmatterSchema from "remark-lint-frontmatter-schema";
import remarkMdx from "remark-mdx";

/** Collection folders written in MDX; their schema is content/schemas/<folder>.front-matter.schema.json. */
const mdxFolders = ["legal", "white-papers", "case-studies"];

export default {
  plugins: [
    remarkMdx,
    remarkFrontmatter,
    [
      remarkLintFrontmatterSchema,
      {
        schemas: Object.fromEntries(
          mdxFolders.map((folder) => [`./content/schemas/${folder}.front-matter.schema.json`, [`./content/${folder}/*.mdx`]]),
        ),
      },
    ],
  ],
};
