// Where the newsroom's pages answer: wherever the Studio does (studio-access.ts). One check, so that when the
// Studio's own reach changes (an online studio host), the newsroom follows by changing this line only.
import { headers } from "next/headers";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";

export async function newsroomReachable(): Promise<boolean> {
  return studioEnabled() && isLocalHost((await headers()).get("host"));
}
