import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import type { LocalDate } from '@smm/publish';
import { Modal } from '@smm/ui';
import { longDate } from '../publish.format.js';
import { PostChip } from './PostChip.js';
import * as styles from './DayPostsDialog.css.js';

/** Props of {@link DayPostsDialog}. */
export interface DayPostsDialogProps {
  /** The day and its posts; null: closed. */
  readonly day: { readonly date: LocalDate; readonly posts: readonly PublishPost[] } | null;
  readonly zone: string;
  readonly onOpen: (post: PublishPost) => void;
  readonly onClose: () => void;
}

/** Every post of a day (or an hour) whose cell shows only the first ("+N more"). */
export function DayPostsDialog({ day, zone, onOpen, onClose }: DayPostsDialogProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Modal
      open={day !== null}
      width={400}
      title={day ? translate(i18n, m.dayPosts, { date: longDate(day.date, locale) }) : ''}
      onClose={onClose}
    >
      <ul className={styles.list}>
        {(day?.posts ?? []).map((post) => (
          <li key={post.id}>
            <PostChip post={post} zone={zone} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
