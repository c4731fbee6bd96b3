import type { ReactNode } from "react";
import styles from "./forms.module.css";

/** A form's or list's message that is not about one field: red, full width, read out when it appears. */
export function FormAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={styles.formError} role="alert" data-testid={testId}>
      {children}
    </p>
  );
}
