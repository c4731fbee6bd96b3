"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import styles from "./select.module.css";

export type SelectOption = { value: string; label: string };

/**
 * A searchable select (spec §2.7): type to filter, arrows to move, Enter to pick, Escape to close.
 * No match shows "Sorry, no matching options." The list is at most 350 px tall (spec §9).
 */
export function Select({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("Chrome");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const selected = options.find((option) => option.value === value) ?? null;
  const matches = options.filter((option) => option.label.toLowerCase().includes(query.trim().toLowerCase()));

  const pick = (option: SelectOption) => {
    onChange(option.value);
    setQuery("");
    setOpen(false);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const option = matches[active];
      if (option) pick(option);
    } else if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      setQuery("");
    }
  };

  return (
    <div className={styles.select}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={open ? query : (selected?.label ?? "")}
        placeholder={selected?.label}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 100)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={`${id}-list`} className={styles.list} role="listbox" aria-label={label}>
          {matches.length === 0 ? (
            <li className={styles.empty} role="presentation">
              {t("noOptions")}
            </li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={option.value === value}
                className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
