import { sitePort } from "../playwright.config";

/** A URL on one of the real host names, served from loopback by the host-resolver rules. */
export const at = (host: string, path = "/") => `http://${host}:${sitePort}${path}`;
