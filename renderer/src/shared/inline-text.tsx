// Renders the two inline marks content text may use, **bold** and [label](href), without raw HTML.
import type { ReactNode } from "react";
import type { RendererAdapters } from "../adapters";

const markPattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function InlineText({ text, adapters }: { text: string; adapters: RendererAdapters }) {
  const { Link } = adapters;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markPattern)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    const [, bold, label, href] = match;
    parts.push(
      bold !== undefined ? (
        <strong key={index}>{bold}</strong>
      ) : (
        <Link key={index} href={href ?? "#"}>
          {label}
        </Link>
      ),
    );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
