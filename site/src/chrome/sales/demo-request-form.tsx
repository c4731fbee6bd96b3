"use client";

import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { LeadForm } from "./lead-form";

type Links = { termsHref: string; privacyHref: string };

function Prefilled(links: Links) {
  const query = useSearchParams();
  return <LeadForm initialEmail={query.get("email") ?? ""} initialName={query.get("name") ?? ""} {...links} />;
}

/**
 * The form prefilled from `?email=` and `?name=` (the footer sign-up leads here). The query is only
 * known in the browser, so the static page renders the empty form as the Suspense fallback.
 */
export function DemoRequestForm(links: Links) {
  return (
    <Suspense fallback={<LeadForm initialEmail="" initialName="" {...links} />}>
      <Prefilled {...links} />
    </Suspense>
  );
}
