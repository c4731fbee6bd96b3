import { passwordMessages, passwordProblems } from "@storyfront/schemas/api/password-rule";
import { catalogueMessage, type FieldErrors } from "../field-errors";

/**
 * The API's own password rule, checked before sending so the visitor hears at once; the API checks it again and
 * its answer is what counts. Empty when the two fields are fine.
 */
export function checkNewPassword(password: string, repeat: string): FieldErrors {
  const [problem] = passwordProblems(password);
  if (problem) return { password: catalogueMessage(problem) };
  return password === repeat ? {} : { passwordRepeat: catalogueMessage(passwordMessages.repeat) };
}
