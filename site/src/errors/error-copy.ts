/** Which catalogue title and image an error status gets (spec §2.7, §8). */
export type ErrorCopy = { titleKey: "notFound" | "gone" | "forbidden" | "generic"; image?: string; status: number };

export function errorCopy(status: number | undefined): ErrorCopy {
  // Errors without a status are 500 (spec §8).
  const code = status ?? 500;
  if (code === 404) return { status: code, titleKey: "notFound", image: "/errors/404.svg" };
  // An archived page (the API's 410): gone for good, which search engines drop sooner than a 404.
  if (code === 410) return { status: code, titleKey: "gone", image: "/errors/404.svg" };
  if (code === 403) return { status: code, titleKey: "forbidden", image: "/errors/403.svg" };
  if (code === 500) return { status: code, titleKey: "generic", image: "/errors/500.svg" };
  return { status: code, titleKey: "generic" };
}
