import { useLingui } from '@lingui/react';
import { publishMessages as m } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import { Icon, NetworkIcon, networkName } from '@smm/ui';
import { firstWords, postNetworks, statusLook } from '../post-status.js';
import { timeText } from '../publish.format.js';
import * as styles from './PostChip.css.js';

/** Props of {@link PostChip}. */
export interface PostChipProps {
  readonly post: PublishPost;
  /** The zone its time is shown in. */
  readonly zone: string;
  readonly onOpen: (post: PublishPost) => void;
}

/**
 * A post in the calendar: its time in the person's zone, the networks it goes to, its first
 * words and its status as a colour, an icon and a word. A button: it opens the post's details.
 */
export function PostChip({ post, zone, onOpen }: PostChipProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const look = statusLook(post.status);
  const status = i18n._(look.text);
  const words = firstWords(post.text, 60) || i18n._(m.noText);
  const time = timeText(post.at, locale, zone);
  return (
    <button
      type="button"
      className={`${styles.chip} ${styles.tone[look.tone]}`}
      title={`${time} · ${status} · ${firstWords(post.text, 200)}`}
      onClick={() => onOpen(post)}
    >
      <span className={styles.top}>
        <span className={styles.statusIcon} aria-hidden="true">
          <Icon name={look.icon} size={12} />
        </span>
        <span className={styles.time}>{time}</span>
        <span className={styles.networks}>
          {postNetworks(post).map((network) => (
            <NetworkIcon key={network} network={network} size={14} label={networkName(network)} />
          ))}
        </span>
      </span>
      <span className={styles.words}>{words}</span>
      <span className={styles.status}>{status}</span>
    </button>
  );
}
