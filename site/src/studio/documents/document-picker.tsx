"use client";
// The Studio's navigation: every document it opens, grouped by kind and named as a marketer knows it.
import styles from "../editor/studio.module.css";
import own from "./document-picker.module.css";
import type { StudioDocument } from "@storyfront/content-store/document-list";
import { sourceFileOf } from "@storyfront/content-store/document-kinds";

export function DocumentPicker({ documents, file, onGo }: { documents: StudioDocument[]; file: string; onGo: (file: string) => void }) {
  const groups = [...new Set(documents.map((document) => document.group))];
  const current = sourceFileOf(file);
  return (
    <label className={styles.control}>
      <span>Page</span>
      <select
        className={own.select}
        value={documents.some((document) => document.file === current) ? current : ""}
        onChange={(event) => onGo(event.target.value)}
      >
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {documents
              .filter((document) => document.group === group)
              .map((document) => (
                <option key={document.file} value={document.file}>
                  {document.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
