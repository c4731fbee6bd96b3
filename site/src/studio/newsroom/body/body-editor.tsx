"use client";
// One language's body: a Tiptap editor whose HTML is read only when it is needed (autosave, save), so typing costs
// Tiptap's own work and nothing more — no React render per keystroke, no HTML serialised per keystroke.
import { Extension, type Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { memo, useEffect, useRef } from "react";
import styles from "./body.module.css";
import { bodyExtensions } from "./body-extensions";
import { finishBodyHtml } from "./body-html";
import { cleanPastedHtml } from "./paste-cleaning";
import { BodyToolbar } from "./body-toolbar";

/** Reads the body's HTML as it stands (allow-listed, with heading ids). */
export type BodyReader = (finished?: boolean) => string;

type Props = {
  id: string;
  label: string;
  initialHtml: string;
  onChange: () => void;
  /** Hands over the reader while the editor is open, null when it closes (with the last HTML). */
  register: (reader: BodyReader | null, lastHtml?: string) => void;
  describedBy?: string;
  invalid?: boolean;
};

const shortcuts = Extension.create({
  name: "newsroomShortcuts",
  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        this.editor.view.dom.dispatchEvent(new Event("newsroom:link"));
        return true;
      },
      "Mod-Alt-2": () => this.editor.commands.toggleHeading({ level: 2 }),
      "Mod-Alt-3": () => this.editor.commands.toggleHeading({ level: 3 }),
      "Mod-Alt-4": () => this.editor.commands.toggleHeading({ level: 4 }),
    };
  },
});

function BodyEditorView({ id, label, initialHtml, onChange, register, describedBy, invalid }: Props) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: [...bodyExtensions(), shortcuts],
    content: initialHtml,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id,
        class: styles.prose ?? "",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ transaction }) => {
      if (transaction.docChanged) changed.current();
    },
  });
  useEffect(() => {
    if (!editor) return;
    const read = (finished = true) => (finished ? finishBodyHtml(editor.getHTML()) : editor.getHTML());
    register(read);
    return () => register(null, read());
  }, [editor, register]);
  return (
    <div className={styles.bodyEditor} data-body-editor={id}>
      {editor ? <BodyToolbar editor={editor as Editor} label={label} /> : null}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

/** Renders again only when the editor's own props change (a restored text comes with a new `key`). */
export const BodyEditor = memo(BodyEditorView);
