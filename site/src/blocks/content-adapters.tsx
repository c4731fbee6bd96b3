// The renderer's link and image components for the site: next/link for site routes (prefetch, client
// navigation), next/image for media (intrinsic size, lazy loading, preload for the intro picture).
import type { ImageAdapterProps, LinkAdapterProps, RendererAdapters } from "@storyfront/renderer";
import NextImage from "next/image";
import NextLink from "next/link";

/** Site routes go through next/link; https, mailto, anchors and files (/media/…pdf) stay plain links. */
export function isSiteRoute(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? "");
}

function SiteLink({ href, className, children, "aria-label": ariaLabel }: LinkAdapterProps) {
  if (isSiteRoute(href)) {
    return (
      <NextLink href={href} className={className} aria-label={ariaLabel}>
        {children}
      </NextLink>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a href={href} className={className} aria-label={ariaLabel} {...(external ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

function SiteImage({ src, alt, width, height, className, sizes, priority = false }: ImageAdapterProps) {
  // SVGs are served as they are (next/image skips optimizing them); raster files go through the optimizer.
  return <NextImage src={src} alt={alt} width={width} height={height} className={className} sizes={sizes} preload={priority} loading={priority ? "eager" : "lazy"} />;
}

export const contentAdapters: RendererAdapters = { Link: SiteLink, Image: SiteImage };
