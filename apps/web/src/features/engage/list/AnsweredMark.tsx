import { useLingui } from '@lingui/react';
import { rowPreview } from '@smm/inbox';
import { ownRepliesMessages } from '@smm/i18n';
import type { SavedItem } from '@smm/model';
import { Icon } from '@smm/ui';
import * as styles from './AnsweredMark.css.js';

/** Props of {@link AnsweredMark}. */
export interface AnsweredMarkProps {
  readonly item: SavedItem;
  readonly viewerId: string;
}

/**
 * "Answered" on an inbox row whose thread's latest answer is ours — nothing awaits a reply
 * (decision 0055); nothing otherwise.
 */
export function AnsweredMark({ item, viewerId }: AnsweredMarkProps) {
  const { i18n } = useLingui();
  if (!rowPreview(item, { id: viewerId }).answered) return null;
  return (
    <span
      className={styles.mark}
      title={i18n._(ownRepliesMessages.answeredHint)}
      data-testid="answered-mark"
    >
      <Icon name="check" size={12} />
      {i18n._(ownRepliesMessages.answered)}
    </span>
  );
}
