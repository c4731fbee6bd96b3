"use client";

import { useState } from "react";
import buttons from "@/styles/buttons.module.css";
import { Carousel } from "@/ui/carousel/carousel";
import { Modal } from "@/ui/modal/modal";
import { Select, type SelectOption } from "@/ui/select/select";
import styles from "./quick-demo.module.css";

type Texts = { steps: string[]; topic: string; watch: string; tourTitle: string; book: string; bookHref: string };

/** The interactive part of /quick-demo: pick a topic, page through the steps, open the tour. */
export function QuickDemoTour({ texts, topics }: { texts: Texts; topics: SelectOption[] }) {
  const [topic, setTopic] = useState<string | null>(topics[0]?.value ?? null);
  const [open, setOpen] = useState(false);
  const topicLabel = topics.find((option) => option.value === topic)?.label ?? "";
  return (
    <div className={styles.tour}>
      <Select label={texts.topic} options={topics} value={topic} onChange={setTopic} />
      <Carousel
        label={texts.tourTitle}
        slides={texts.steps.map((step, index) => (
          <p key={step} className={styles.step}>
            <span className={styles.stepNumber}>{index + 1}</span>
            {step}
          </p>
        ))}
      />
      <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        {texts.watch}
      </button>
      <Modal open={open} title={`${texts.tourTitle}: ${topicLabel}`} onClose={() => setOpen(false)}>
        <ol className={styles.tourList}>
          {texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <a className={buttons.button} href={texts.bookHref}>
          {texts.book}
        </a>
      </Modal>
    </div>
  );
}
