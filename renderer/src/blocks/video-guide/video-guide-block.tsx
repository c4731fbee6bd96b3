import type { BlockProps } from "../../block-props";
import section from "../../shared/section.module.css";
import { VideoPlayer } from "./video-player";
import styles from "./video-guide.module.css";

const fileVideo = /\.(mp4|webm)$/;

/** Video guide in a container of at most 1000 px; nothing downloads until the visitor presses play (one button, video-player.tsx). */
export function VideoGuideBlock({ block, labels }: BlockProps<"videoGuide">) {
  const { poster } = block;
  return (
    <section className={section.section}>
      <h2 className={section.title}>{block.title}</h2>
      {block.subtitle && <p className={section.subtitle}>{block.subtitle}</p>}
      <figure className={styles.container}>
        {fileVideo.test(block.video) ? (
          <VideoPlayer
            title={block.title}
            poster={poster}
            labels={{ play: labels.playVideo, pause: labels.pauseVideo, keys: labels.videoKeys }}
          >
            <source src={block.video} type={block.video.endsWith(".webm") ? "video/webm" : "video/mp4"} />
            {block.captions && <track kind="captions" src={block.captions} default />}
          </VideoPlayer>
        ) : (
          <iframe
            className={styles.video}
            src={block.video}
            title={block.title}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            width={poster.width}
            height={poster.height}
          />
        )}
        {block.duration && <figcaption className={styles.caption}>{block.duration}</figcaption>}
      </figure>
    </section>
  );
}
