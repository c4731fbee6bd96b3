"use client";

import { TextField } from "../text-field";

/** "Current password": asked again before the account's e-mail address or password changes. */
export function CurrentPasswordField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
