// @vitest-environment jsdom
// Everything the body editor's tools write passes the API's check against the shared allow-list (the same
// rules api/src/pages/rich-text-check.ts applies, read through the same parser).
import { Editor } from "@tiptap/core";
import sanitizeHtml from "sanitize-html";
import { richTextAttributes, richTextImageSchemes, richTextLinkSchemes, richTextTags } from "@storyfront/schemas";
import { describe, expect, test } from "vitest";
import { bodyExtensions } from "./body-extensions";
import { bodyText, finishBodyHtml } from "./body-html";
import { cleanPastedHtml } from "./paste-cleaning";

function allowListProblems(html: string): string[] {
  const problems: string[] = [];
  const allowed = (tag: string, name: string) => [...(richTextAttributes["*"] ?? []), ...(richTextAttributes[tag] ?? [])].includes(name);
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attributes) => {
      if (!(richTextTags as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
      for (const [name, value] of Object.entries(attributes)) {
        if (!allowed(tag, name)) problems.push(`<${tag} ${name}>`);
        const schemes: readonly string[] = tag === "a" ? richTextLinkSchemes : richTextImageSchemes;
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
        if ((name === "href" || name === "src") && (value.startsWith("//") || (scheme && !schemes.includes(scheme))))
          problems.push(`<${tag} ${name}="${value}">`);
      }
    },
  });
  return problems;
}

type Chain = ReturnType<Editor["chain"]>;

/** Each tool applied through its own command at the end of the document, one step at a time. */
function editorWithEveryTool(): Editor {
  const editor = new Editor({ extensions: bodyExtensions(), content: "<p>Start</p>" });
  const steps: ((chain: Chain) => Chain)[] = [
    (c) => c.splitBlock(),
    (c) => c.setHeading({ level: 2 }).insertContent("Why it matters"),
    (c) => c.splitBlock(),
    (c) => c.setParagraph().insertContent("Plain, "),
    (c) => c.toggleBold().insertContent("bold").toggleBold(),
    (c) => c.toggleItalic().insertContent(" italic").toggleItalic(),
    (c) => c.toggleUnderline().insertContent(" underlined").toggleUnderline(),
    (c) => c.toggleStrike().insertContent(" struck").toggleStrike(),
    (c) => c.toggleCode().insertContent(" code").toggleCode(),
    (c) =>
      c
        .insertContent(" ")
        .insertContent({ type: "text", text: "a link", marks: [{ type: "link", attrs: { href: "https://example.com/guide" } }] }),
    (c) =>
      c
        .insertContent(" ")
        .insertContent({ type: "text", text: "a local link", marks: [{ type: "link", attrs: { href: "/blog/other-post" } }] }),
    (c) =>
      c
        .insertContent(" ")
        .insertContent({ type: "text", text: "mail us", marks: [{ type: "link", attrs: { href: "mailto:desk@example.com" } }] }),
    (c) => c.setHardBreak().insertContent("after a break"),
    (c) => c.splitBlock(),
    (c) => c.setHeading({ level: 3 }).insertContent("Details"),
    (c) => c.splitBlock(),
    (c) => c.setHeading({ level: 4 }).insertContent("Why it matters"),
    (c) => c.splitBlock(),
    (c) => c.setParagraph().toggleBulletList().insertContent("one"),
    (c) => c.splitListItem("listItem"),
    (c) => c.insertContent("two"),
    (c) => c.splitListItem("listItem"),
    (c) => c.liftListItem("listItem"),
    (c) => c.toggleOrderedList().insertContent("first"),
    (c) => c.splitListItem("listItem"),
    (c) => c.liftListItem("listItem"),
    (c) => c.toggleBlockquote().insertContent("Quoted words"),
    (c) => c.splitBlock(),
    (c) => c.lift("blockquote"),
    (c) => c.setCodeBlock({ language: "ts" }).insertContent("const a = 1;"),
    (c) => c.setImage({ src: "https://cdn.example.com/photo.jpg", alt: "A photo of the desk" }),
    (c) => c.setHorizontalRule(),
    (c) => c.insertTable({ rows: 2, cols: 2, withHeaderRow: true }).insertContent("Header"),
  ];
  // A command that finds nothing to do (a new block after a heading is a paragraph already) answers false; what
  // counts is the document at the end, which the test reads tag by tag.
  for (const step of steps) step(editor.chain().focus("end")).run();
  return editor;
}

describe("the body editor's HTML", () => {
  test("a document using every tool is inside the allow-list, with unique heading ids", () => {
    const editor = editorWithEveryTool();
    const html = finishBodyHtml(editor.getHTML());
    for (const tag of [
      "<h2",
      "<h3",
      "<h4",
      "<strong>",
      "<em>",
      "<u>",
      "<s>",
      "<code>",
      "<a href",
      "<ul>",
      "<ol>",
      "<blockquote>",
      "<pre>",
      "<img",
      "<table>",
      "<th",
      "<td",
      "<hr>",
      "<br>",
    ])
      expect(html, tag).toContain(tag);
    expect(allowListProblems(editor.getHTML()).length, "Tiptap alone writes table widths").toBeGreaterThan(0);
    expect(allowListProblems(html)).toEqual([]);
    expect(html).toContain('<h2 id="why-it-matters">');
    expect(html).toContain('<h4 id="why-it-matters-2">');
    expect(html).toContain('<a href="https://example.com/guide">a link</a>');
    expect(html).toContain('<img src="https://cdn.example.com/photo.jpg" alt="A photo of the desk">');
    editor.destroy();
  });

  test("heading ids stay when the body is opened and saved again, and when other text changes", () => {
    const first = finishBodyHtml(editorWithEveryTool().getHTML());
    const reopened = new Editor({ extensions: bodyExtensions(), content: first });
    expect(finishBodyHtml(reopened.getHTML())).toBe(first);
    reopened.chain().focus("start").insertContent("Before ").run();
    expect(finishBodyHtml(reopened.getHTML())).toContain('<h3 id="details">');
  });

  test("links to javascript: or protocol-relative addresses do not become links", () => {
    const editor = new Editor({
      extensions: bodyExtensions(),
      content: '<p><a href="javascript:alert(1)">x</a> <a href="//evil.example">y</a> <img src="data:image/png;base64,AAAA" alt="z"></p>',
    });
    const html = finishBodyHtml(editor.getHTML());
    expect(allowListProblems(html)).toEqual([]);
    expect(html).not.toContain("href");
    expect(html).not.toContain("data:");
  });

  test("an empty editor is an empty body; the text view keeps one line per block", () => {
    expect(finishBodyHtml(new Editor({ extensions: bodyExtensions() }).getHTML())).toBe("");
    expect(bodyText('<h2 id="a">Title</h2><p>One &amp; two</p><img src="x" alt="Desk"><ul><li>a</li><li>b</li></ul>')).toBe(
      "Title\nOne & two\n[image: Desk]\na\nb",
    );
  });
});

describe("pasting from word processors", () => {
  test("Google Docs: the guid wrapper goes, styled bold and italic stay as tags", () => {
    const docs = [
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c">',
      '<p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700">Bold</span>',
      '<span style="font-style:italic"> lean</span><span style="font-size:11pt"> plain</span></p></b>',
    ].join("");
    expect(cleanPastedHtml(docs)).toBe("<p><strong>Bold</strong><em> lean</em> plain</p>");
  });

  test("Word: mso styles and classes, o:p tags and conditional comments go", () => {
    const word = [
      "<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->",
      '<p class="MsoNormal" style="mso-margin-top-alt:auto"><b>Hello</b> world<o:p></o:p></p>',
      '<!-- note --><p class="MsoListParagraph keep">x</p>',
    ].join("");
    expect(cleanPastedHtml(word)).toBe('<p><b>Hello</b> world</p><p class="keep">x</p>');
  });

  test("a pasted document ends up inside the allow-list once in the editor", () => {
    const editor = new Editor({ extensions: bodyExtensions() });
    editor.commands.setContent(
      cleanPastedHtml(
        '<b id="docs-internal-guid-x"><h1 style="color:red">Big</h1><p><span style="font-weight:700">b</span></p>' +
          "<script>alert(1)</script></b>",
      ),
    );
    const html = finishBodyHtml(editor.getHTML());
    expect(allowListProblems(html)).toEqual([]);
    expect(html).not.toContain("script");
  });
});
