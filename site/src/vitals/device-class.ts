// All field data keeps of the visitor's device: mobile or desktop, read from the request and then forgotten.
import type { DeviceClass } from "@storyfront/schemas/api/vitals-thresholds";

/** Client hints when the browser sends them (Chromium), else the user agent's usual mobile words; tablets count as mobile. */
export function deviceClassOf(headers: Headers): DeviceClass {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return /Mobi|Android|iPhone|iPad|iPod/i.test(headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}
