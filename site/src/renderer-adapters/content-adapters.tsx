// The renderer's link and image components for the site: next/link for site routes (prefetch, client
// navigation), next/image's props for media (intrinsic size, srcset, lazy loading, preload for the intro picture).
import type { ImageAdapterProps, LinkAdapterProps, RendererAdapters } from "@storyfront/renderer";
import { getImageProps } from "next/image";
import NextLink from "next/link";
import { preload } from "react-dom";

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

/**
 * A plain server-rendered <img> with the attributes next/image would give it (getImageProps), so no image
 * component ships to the browser. SVGs are served as they are; raster files go through the optimizer. The
 * intro picture, usually the page's largest paint, is preloaded from <head> with high priority, or comes inside
 * the HTML when `inline` gives a data URI for it (server-only renders: inline-svg.ts reads the file).
 */
export function siteImage(inline?: (src: string) => string | undefined) {
  return function SiteImage({ src, alt, width, height, className, sizes, priority = false, objectPosition }: ImageAdapterProps) {
    // A cropped picture's focal point (media library): the only style these images carry.
    const style = objectPosition ? { objectPosition } : undefined;
    const loading = priority ? "eager" : "lazy";
    const { props } = getImageProps({ src, alt, width, height, className, sizes, loading, fetchPriority: priority ? "high" : undefined });
    const inlined = priority ? inline?.(props.src) : undefined;
    if (inlined) {
      // Painted with the first frame: no async decoding, no srcset or priority for a picture that needs no request.
      const { style: _style, srcSet: _srcSet, sizes: _sizes, fetchPriority: _priority, decoding: _decoding, ...attributes } = props;
      return <img {...attributes} src={inlined} alt={alt} style={style} />;
    }
    if (priority) preload(props.src, { as: "image", fetchPriority: "high", imageSrcSet: props.srcSet, imageSizes: props.sizes });
    // next/image's `color: transparent` hides alt text under a blur placeholder these images never have; left
    // out, it is 50 bytes less per image in the HTML and again in the inline payload.
    const { style: _placeholderStyle, ...attributes } = props;
    return <img {...attributes} alt={alt} style={style} />;
  };
}

export const contentAdapters: RendererAdapters = { Link: SiteLink, Image: siteImage() };
