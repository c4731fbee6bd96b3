// The tools of the body editor, configured so that what it writes is inside the allow-list: headings h2–h4 only
// (the title is the h1), links without target, images as blocks (http(s) only, never pasted data: URLs), tables
// without column resizing (its widths are inline styles, which the allow-list refuses).
import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { bodyHeadingLevels } from "./body-html";
import { linkProblem } from "./link-check";

export function bodyExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...bodyHeadingLevels] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => linkProblem(url) === null,
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
