// Catalogue texts of spec §5, without zod, so browser code can use them without shipping the schemas' runtime.
/** Catalogue texts of spec §5, used wherever a rule fits. */
export const apiMessages = {
  blank: "Cannot be blank",
  email: "must be a valid email address",
  corporateEmail: "must be a corporate email address",
  pattern: "must match the pattern",
  /** "value must be at least 1 character" (singular, as the catalogue spells it), else "… {min} characters". */
  minLength: (min: number) => `value must be at least ${min} ${min === 1 ? "character" : "characters"}`,
  greaterThan: (value: number) => `Must be greater than ${value}`,
} as const;
