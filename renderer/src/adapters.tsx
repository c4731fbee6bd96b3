// The site injects its link and image components (next/link, next/image) so the renderer stays framework-free.
import type { ComponentType, ReactNode } from "react";

export interface LinkAdapterProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

export interface ImageAdapterProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Responsive hint for the site's image component. */
  sizes?: string;
  /** Above-the-fold images (intro) load eagerly. */
  priority?: boolean;
  /** Where a cropped picture (object-fit: cover) keeps its subject: CSS object-position from its library focal point. */
  objectPosition?: string;
}

export interface RendererAdapters {
  Link: ComponentType<LinkAdapterProps>;
  Image: ComponentType<ImageAdapterProps>;
  /** Renders an MDX text (a rich-text section's); without it the text shows as plain paragraphs. */
  Mdx?: ComponentType<{ source: string }>;
}

function PlainLink({ href, className, children, "aria-label": ariaLabel }: LinkAdapterProps) {
  const external = href.startsWith("https://");
  return (
    <a href={href} className={className} aria-label={ariaLabel} {...(external ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

function PlainImage({ src, alt, width, height, className, sizes, priority, objectPosition }: ImageAdapterProps) {
  return (
    <img
      style={objectPosition ? { objectPosition } : undefined}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** Plain <a> and <img>: for tests, previews and hosts without their own components. */
export const plainAdapters: RendererAdapters = { Link: PlainLink, Image: PlainImage };
