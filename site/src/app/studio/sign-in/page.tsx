import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AccountMessages } from "@/account/account-messages";
import { LoginForm } from "@/account/login/login-form";
import { siteConfig } from "@/domain/site-config";
import { findStudioSite, studioSiteBaseUrl } from "@/domain/studio-host";
import { StudioSignIn } from "@/studio/online/studio-sign-in";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in · Storyfront Studio" };

/**
 * The online Studio's sign-in, on its host only: the site's accounts (two-factor sign-in included) with cookies of
 * this host. Afterwards back to `?next=` (a Studio page) or the Studio's home.
 */
export default async function StudioSignInPage() {
  const site = findStudioSite((await headers()).get("host"), siteConfig);
  if (!site) notFound();
  return (
    <AccountMessages locale="en">
      <StudioSignIn>
        <LoginForm homePath="/studio" accountPagesBase={studioSiteBaseUrl(site, siteConfig)} />
      </StudioSignIn>
    </AccountMessages>
  );
}
