// Is this build a preview of a branch, and of which one? Read once from the environment: our own variables
// first, then the branch variables that common hosts and CI set. Pure: the caller says how to read a missing commit.
export interface PreviewBuild {
  branch: string;
  /** Full commit hash when known ("" when neither the host nor git can tell). */
  commit: string;
  /** The ref the branch is compared with (merge-base), SITE_PREVIEW_BASE or main. */
  base: string;
  /** Where the branch name came from, for the hosts table of docs/review-and-previews.md and for debugging a deployment. */
  source: "SITE_PREVIEW_BRANCH" | "Vercel" | "Netlify" | "Cloudflare Pages" | "GitHub Actions" | "content branch";
}

type Env = Readonly<Record<string, string | undefined>>;

const value = (text: string | undefined) => text?.trim() || undefined;

/** The branch and commit a host or CI reports for a preview deployment, or undefined outside previews. */
function hostPreview(env: Env): Omit<PreviewBuild, "base"> | undefined {
  // SITE_PREVIEW=0: a CI run of a branch (tests, a production build made by CI) that is not a preview.
  if (["0", "false", "off", "no"].includes((env.SITE_PREVIEW ?? "").toLowerCase())) return undefined;
  const own = value(env.SITE_PREVIEW_BRANCH);
  if (own) return { branch: own, commit: value(env.SITE_PREVIEW_COMMIT) ?? "", source: "SITE_PREVIEW_BRANCH" };
  if (env.VERCEL_ENV === "preview" && value(env.VERCEL_GIT_COMMIT_REF)) {
    return { branch: value(env.VERCEL_GIT_COMMIT_REF) ?? "", commit: value(env.VERCEL_GIT_COMMIT_SHA) ?? "", source: "Vercel" };
  }
  if ((env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy") && value(env.HEAD ?? env.BRANCH)) {
    return { branch: value(env.HEAD ?? env.BRANCH) ?? "", commit: value(env.COMMIT_REF) ?? "", source: "Netlify" };
  }
  // Cloudflare Pages sets CF_PAGES_BRANCH on production deployments too; the production branch is not a preview.
  const cloudflare = value(env.CF_PAGES_BRANCH);
  if (env.CF_PAGES === "1" && cloudflare && cloudflare !== (value(env.SITE_PREVIEW_BASE) ?? "main")) {
    return { branch: cloudflare, commit: value(env.CF_PAGES_COMMIT_SHA) ?? "", source: "Cloudflare Pages" };
  }
  if (env.GITHUB_ACTIONS === "true") {
    // Pull requests carry the head branch in GITHUB_HEAD_REF; a push names its branch in GITHUB_REF_NAME.
    const branch = value(env.GITHUB_HEAD_REF) ?? (env.GITHUB_REF_TYPE !== "tag" ? value(env.GITHUB_REF_NAME) : undefined);
    if (branch && branch !== (value(env.SITE_PREVIEW_BASE) ?? "main"))
      return { branch, commit: value(env.GITHUB_SHA) ?? "", source: "GitHub Actions" };
  }
  return undefined;
}

/** The preview this environment describes, or undefined for a normal (production, test, dev) build. */
export function detectPreview(env: Env, readCommit: () => string): PreviewBuild | undefined {
  const found = hostPreview(env);
  if (!found) return undefined;
  return { ...found, commit: found.commit || readCommit(), base: value(env.SITE_PREVIEW_BASE) ?? "main" };
}
