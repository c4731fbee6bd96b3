// The footer and landing sign-up rule of spec §5 lives with the schemas, so the footer form here and the
// renderer's sign-up e-mail block cannot drift apart.
export { isSignupEmail, signupSalesUrl as salesUrl } from "@storyfront/schemas/content/signup-email";
