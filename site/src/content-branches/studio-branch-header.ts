// Where the online Studio's editor page names the content branch it edits, and how its calls send it back
// (api-client/call-site.ts); a file of its own so the browser bundle takes nothing else.
export const studioBranchHeader = "x-studio-branch";
export const studioBranchMeta = "storyfront-studio-branch";
