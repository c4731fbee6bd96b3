/** The footer and landing sign-up rule of spec §5: text, an @, text, a dot, text, and no spaces anywhere. */
const signupEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSignupEmail(value: string): boolean {
  return signupEmail.test(value);
}

/** Where a valid sign-up goes: the localized /sales with e-mail and name as query parameters. */
export function salesUrl(salesPath: string, email: string, name: string): string {
  const query = new URLSearchParams({ email: email.trim() });
  if (name.trim()) query.set("name", name.trim());
  return `${salesPath}?${query.toString()}`;
}
