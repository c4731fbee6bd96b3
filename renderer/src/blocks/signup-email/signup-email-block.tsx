import type { BlockProps } from "../../block-props";
import section from "../../shared/section.module.css";
import { SignupEmailForm } from "./signup-email-form";

/**
 * The landing sign-up e-mail (spec §5 "footer and landing sign-up e-mail") on any landing. A server
 * component: only the block's data and two labels cross into the form island, never the adapters.
 */
export function SignupEmailBlock({ block, labels }: BlockProps<"signupEmail">) {
  return (
    <section className={section.section}>
      <SignupEmailForm block={block} labels={{ name: labels.signupName, email: labels.signupEmail }} />
    </section>
  );
}
