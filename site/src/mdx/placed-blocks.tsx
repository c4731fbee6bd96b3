// The landing blocks an MDX page places with <Block id="…" />, rendered by the same renderer as landings.
import type { Block } from "@storyfront/schemas";
import { ContentBlocks } from "@/renderer-adapters/content-blocks";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import type { PlacedBlocks } from "./mdx-body";
import styles from "./mdx-components.module.css";

export function placedBlocks(blocks: ReadonlyMap<string, Block>, locale: Locale, domain: DomainInfo): PlacedBlocks {
  return new Map(
    [...blocks].map(([id, block]) => [
      id,
      // A block is a full-width section on landings; inside an article it breaks out of the text column.
      <div key={id} className={styles.placedBlock} data-block-id={id}>
        <ContentBlocks blocks={[block]} locale={locale} domain={domain} />
      </div>,
    ]),
  );
}
