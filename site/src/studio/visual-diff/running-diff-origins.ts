// Where the running diff of a content branch shoots: this very server, on its own port, as the branch's preview
// host and as production, each on localhost hosts that resolve to this machine whatever the deployment's domains are
// (the ru variant on their ru. twins, which the diff finds itself).
import { branchPreviewUrl } from "@/content-branches/preview-address";

export function runningDiffOrigins(port: string, branch: string, main: string): { preview: string; production: string } {
  const production = `http://localhost:${port}`;
  return { preview: branchPreviewUrl(production, branch, main), production };
}
