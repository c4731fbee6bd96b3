// Node-only: the git repository content comes from when content is read from git (CONTENT_SOURCE=git or a
// CONTENT_REMOTE). With a remote, a bare clone of it that this server keeps (no working tree); without, the
// checkout's own repository, so `npm start` on a fresh clone previews its local branches and follows its main.
import { resolve } from "node:path";
import { gitAnswer } from "@storyfront/content-model/git/git";
import { fetchRemote, openRepository } from "@storyfront/content-model/git/remote-sync";
import { contentRoot } from "@/page-data/content/content-root";
import { liveSettings } from "@/domain/site-config";

export interface ContentRepository {
  /** The repository's git folder (bare clone or the checkout's .git). */
  gitDir: string;
  /** Where the content folder is in the repository's tree (`content`). */
  folder: string;
  /** The branch production serves. */
  main: string;
  /** True when a remote decides: saves and merges are pushed, other instances' work is fetched. */
  remote: boolean;
}

const holder = globalThis as typeof globalThis & { storyfrontRepository?: ContentRepository };

/**
 * The repository; undefined when content comes from the folder. A remote's clone is made before the first request
 * (prepareContentRepository, from instrumentation.ts); the checkout's own repository needs no preparing.
 */
export function contentRepository(): ContentRepository | undefined {
  if (!liveSettings.contentFromGit()) return undefined;
  if (holder.storyfrontRepository) return holder.storyfrontRepository;
  if (liveSettings.contentRemote()) throw new Error("The content repository is not cloned yet (prepareContentRepository).");
  return (holder.storyfrontRepository = checkoutRepository());
}

/** Clones the remote (bare) when there is none yet, or fetches it: once, as the server starts. */
export async function prepareContentRepository(): Promise<void> {
  const remote = liveSettings.contentRemote();
  if (!liveSettings.contentFromGit() || !remote || holder.storyfrontRepository) return;
  const dir = liveSettings.contentRepositoryDir() || resolve(process.cwd(), liveSettings.distDir(), "..", ".content-repository");
  const { gitDir } = await openRepository({ dir, remote });
  const repository = { gitDir, folder: "content", main: liveSettings.contentMainBranch(), remote: true };
  await fetchContent(repository);
  holder.storyfrontRepository = repository;
}

function checkoutRepository(): ContentRepository {
  const root = contentRoot();
  const gitDir = gitAnswer(root, ["rev-parse", "--path-format=absolute", "--git-common-dir"]);
  if (!gitDir) throw new Error(`CONTENT_SOURCE=git, but ${root} is in no git repository and no CONTENT_REMOTE is set.`);
  const prefix = gitAnswer(root, ["rev-parse", "--show-prefix"]) ?? "content/";
  return { gitDir, folder: prefix.replace(/\/+$/, ""), main: liveSettings.contentMainBranch(), remote: false };
}

let lastFetch = 0;

/** Brings the remote's branches in (at most once per `everyMs`); nothing to do for the checkout's own repository. */
export async function fetchContent(repository: ContentRepository, everyMs = 0): Promise<void> {
  if (!repository.remote || Date.now() - lastFetch < everyMs) return;
  lastFetch = Date.now();
  try {
    await fetchRemote(repository.gitDir);
  } catch (error) {
    // The remote being down never stops a preview or production: they serve what the clone has.
    console.error(`Content remote unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}
