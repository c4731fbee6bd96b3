// Where the Studio page carries its write token and how its calls send it back (studio-token.ts on the server,
// api-client/call-site.ts in the browser); a file of its own so the browser bundle takes no node:crypto.
export const studioTokenHeader = "x-studio-token";
export const studioTokenMeta = "storyfront-studio-token";
