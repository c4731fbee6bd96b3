"use client";
// The body editor's tools. Each button names its tool (and shortcut) for screen readers and says with aria-pressed
// whether the text at the cursor already has it. Only what the allow-list permits is offered.
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useEffect, useState } from "react";
import styles from "./body.module.css";
import { ImagePicker } from "./image-picker";
import { LinkDialog } from "./link-dialog";

const mac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const key = (shortcut: string) => shortcut.replace("Mod", mac() ? "⌘" : "Ctrl");

type Tool = { name: string; label: string; shortcut?: string; pressed?: boolean; run: () => void; disabled?: boolean };

export function BodyToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  // Mod+K in the text asks for the link dialog (body-editor.tsx's shortcut dispatches this event).
  useEffect(() => {
    const dom = editor.view.dom;
    const open = () => setDialog("link");
    dom.addEventListener("newsroom:link", open);
    return () => dom.removeEventListener("newsroom:link", open);
  }, [editor]);
  // Re-renders only when one of these answers changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      codeBlock: current.isActive("codeBlock"),
      link: current.isActive("link"),
      inTable: current.isActive("table"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[][] = [
    [
      { name: "Bold", label: "B", shortcut: "Mod+B", pressed: state.bold, run: () => chain().toggleBold().run() },
      { name: "Italic", label: "I", shortcut: "Mod+I", pressed: state.italic, run: () => chain().toggleItalic().run() },
      { name: "Link", label: "Link", shortcut: "Mod+K", pressed: state.link, run: () => setDialog("link") },
    ],
    [
      { name: "Heading 2", label: "H2", shortcut: "Mod+Alt+2", pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { name: "Heading 3", label: "H3", shortcut: "Mod+Alt+3", pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
      { name: "Heading 4", label: "H4", shortcut: "Mod+Alt+4", pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    ],
    [
      {
        name: "Bulleted list",
        label: "• List",
        shortcut: "Mod+Shift+8",
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        name: "Numbered list",
        label: "1. List",
        shortcut: "Mod+Shift+7",
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      { name: "Quote", label: "Quote", shortcut: "Mod+Shift+B", pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
      { name: "Code block", label: "Code", shortcut: "Mod+Alt+C", pressed: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    ],
    [
      { name: "Picture", label: "Picture", run: () => setDialog("image") },
      state.inTable
        ? { name: "Remove table", label: "− Table", run: () => chain().deleteTable().run() }
        : { name: "Table", label: "Table", run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
      ...(state.inTable
        ? [
            { name: "Add row", label: "+ Row", run: () => chain().addRowAfter().run() },
            { name: "Add column", label: "+ Column", run: () => chain().addColumnAfter().run() },
          ]
        : []),
    ],
    [
      { name: "Undo", label: "Undo", shortcut: "Mod+Z", run: () => chain().undo().run(), disabled: !state.canUndo },
      { name: "Redo", label: "Redo", shortcut: "Mod+Shift+Z", run: () => chain().redo().run(), disabled: !state.canRedo },
    ],
  ];
  const currentHref = state.link ? String(editor.getAttributes("link").href ?? "") : "";
  return (
    <>
      <div role="toolbar" aria-label={`${label}: formatting`} className={styles.toolbar}>
        {tools.map((group, index) => (
          <div key={index} className={styles.toolGroup}>
            {group.map((tool) => (
              <button
                key={tool.name}
                type="button"
                className={styles.tool}
                aria-label={tool.shortcut ? `${tool.name} (${key(tool.shortcut)})` : tool.name}
                title={tool.shortcut ? `${tool.name} (${key(tool.shortcut)})` : tool.name}
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                disabled={tool.disabled}
                // Keeps the text's selection while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
              >
                {tool.label}
              </button>
            ))}
          </div>
        ))}
      </div>
      {dialog === "link" ? (
        <LinkDialog
          initial={currentHref}
          onClose={() => setDialog(null)}
          onRemove={() => {
            setDialog(null);
            chain().extendMarkRange("link").unsetLink().run();
          }}
          onApply={(href) => {
            setDialog(null);
            if (editor.state.selection.empty && !state.link)
              chain()
                .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
                .run();
            else chain().extendMarkRange("link").setLink({ href }).run();
          }}
        />
      ) : null}
      {dialog === "image" ? (
        <ImagePicker
          onClose={() => setDialog(null)}
          onPick={(image) => {
            setDialog(null);
            chain()
              .setImage({
                src: image.url,
                alt: image.alt,
                ...(image.width ? { width: image.width } : {}),
                ...(image.height ? { height: image.height } : {}),
              })
              .run();
          }}
        />
      ) : null}
    </>
  );
}
