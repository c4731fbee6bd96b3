// What changed on a page of the changes page, old → new under its reason: a message's two texts, a content file's
// changed fields, each cut to where it differs, so a reviewer sees the difference without opening both pages.
import { reasonValues, type ChangeReason } from "@storyfront/content-model";
import styles from "./changes-view.module.css";

export function ChangedValues({ reason }: { reason: ChangeReason }) {
  const { values, more } = reasonValues(reason);
  if (values.length === 0) return null;
  return (
    <ul className={styles.values} aria-label={`What changed in ${reason.file}`}>
      {values.map(({ name, before, after }) => (
        <li key={name} data-value={name}>
          <code>{name}</code>{" "}
          {before !== undefined ? (
            <del className={styles.before}>
              <span className="sf-visually-hidden">was </span>
              {before}
            </del>
          ) : (
            <span className={styles.note}>added</span>
          )}{" "}
          →{" "}
          {after !== undefined ? (
            <ins className={styles.after}>
              <span className="sf-visually-hidden">now </span>
              {after}
            </ins>
          ) : (
            <span className={styles.note}>removed</span>
          )}
        </li>
      ))}
      {more > 0 ? <li className={styles.note}>… and {more} more changed values</li> : null}
    </ul>
  );
}
