import { describe, expect, it } from "vitest";
import { detectPreview } from "./detect-preview";

const noGit = () => "";
const fromGit = () => "0123456789abcdef0123456789abcdef01234567";

describe("detectPreview", () => {
  it("is no preview without any branch variable", () => {
    expect(detectPreview({}, fromGit)).toBeUndefined();
    expect(detectPreview({ VERCEL_ENV: "production", VERCEL_GIT_COMMIT_REF: "main" }, fromGit)).toBeUndefined();
    expect(detectPreview({ CONTEXT: "production", HEAD: "main" }, fromGit)).toBeUndefined();
  });

  it("takes SITE_PREVIEW_BRANCH first, the base from SITE_PREVIEW_BASE (default main) and the commit from git", () => {
    expect(
      detectPreview({ SITE_PREVIEW_BRANCH: "spring-campaign", VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: "other" }, fromGit),
    ).toEqual({
      branch: "spring-campaign",
      commit: fromGit(),
      base: "main",
      source: "SITE_PREVIEW_BRANCH",
    });
    expect(detectPreview({ SITE_PREVIEW_BRANCH: "x", SITE_PREVIEW_BASE: "release", SITE_PREVIEW_COMMIT: "abc" }, fromGit)).toMatchObject({
      base: "release",
      commit: "abc",
    });
  });

  it("reads Vercel, Netlify, Cloudflare Pages and GitHub Actions", () => {
    expect(detectPreview({ VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: "fr-copy", VERCEL_GIT_COMMIT_SHA: "v1" }, noGit)).toMatchObject({
      branch: "fr-copy",
      commit: "v1",
      source: "Vercel",
    });
    expect(detectPreview({ CONTEXT: "deploy-preview", HEAD: "new-landing", COMMIT_REF: "n1" }, noGit)).toMatchObject({
      branch: "new-landing",
      commit: "n1",
      source: "Netlify",
    });
    expect(detectPreview({ CONTEXT: "branch-deploy", BRANCH: "staging" }, fromGit)).toMatchObject({
      branch: "staging",
      commit: fromGit(),
      source: "Netlify",
    });
    expect(detectPreview({ CF_PAGES: "1", CF_PAGES_BRANCH: "reviews", CF_PAGES_COMMIT_SHA: "c1" }, noGit)).toMatchObject({
      branch: "reviews",
      commit: "c1",
      source: "Cloudflare Pages",
    });
    expect(detectPreview({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, noGit)).toBeUndefined();
    expect(
      detectPreview({ GITHUB_ACTIONS: "true", GITHUB_HEAD_REF: "pr-branch", GITHUB_REF_NAME: "42/merge", GITHUB_SHA: "g1" }, noGit),
    ).toMatchObject({ branch: "pr-branch", commit: "g1", source: "GitHub Actions" });
    expect(detectPreview({ GITHUB_ACTIONS: "true", GITHUB_REF_NAME: "feature" }, noGit)).toMatchObject({ branch: "feature" });
    expect(detectPreview({ GITHUB_ACTIONS: "true", GITHUB_REF_NAME: "main" }, noGit)).toBeUndefined();
  });

  it("is switched off by SITE_PREVIEW=0 (a CI test run of a branch is no preview)", () => {
    expect(detectPreview({ SITE_PREVIEW: "0", GITHUB_ACTIONS: "true", GITHUB_HEAD_REF: "pr-branch" }, noGit)).toBeUndefined();
    expect(detectPreview({ SITE_PREVIEW: "off", SITE_PREVIEW_BRANCH: "x" }, noGit)).toBeUndefined();
  });
});
