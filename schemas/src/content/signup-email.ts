// The footer and landing sign-up rule of spec §5, shared by the site's footer form and the renderer's block.

/** Text, an @, text, a dot, text, and no spaces anywhere. */
export const signupEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSignupEmail(value: string): boolean {
  return signupEmailPattern.test(value);
}

/** Where a valid sign-up goes: the localized /sales with e-mail and name as query parameters. */
export function signupSalesUrl(salesPath: string, email: string, name: string): string {
  const query = new URLSearchParams({ email: email.trim() });
  if (name.trim()) query.set("name", name.trim());
  return `${salesPath}${salesPath.includes("?") ? "&" : "?"}${query.toString()}`;
}
