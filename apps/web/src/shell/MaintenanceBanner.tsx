import { useLingui } from '@lingui/react';
import { formatNoteDate, shellMessages, translate } from '@smm/i18n';
import type { Locale, MaintenanceNotice } from '@smm/model';
import {
  dismissMaintenanceNotice,
  maintenanceDismissalKey,
  visibleMaintenanceNotices,
} from '@smm/notify';
import { Banner } from '@smm/ui';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { useEffect, useState } from 'react';

/** The dismissed notice ids kept for the user; none when nothing or something else is kept. */
const readDismissed = (storage: Storage, key: string): string[] => {
  try {
    const stored = t.array(t.string).decode(JSON.parse(storage.getItem(key) ?? '[]'));
    return E.isRight(stored) ? stored.right : [];
  } catch {
    return [];
  }
};

/**
 * The scheduled-maintenance notices (platform §2) as dismissible banners; a dismissal is kept in
 * the browser for this user, so it stays dismissed after a reload and for them only.
 */
export function MaintenanceBanner(props: {
  readonly userId: string;
  readonly locale: Locale;
  readonly load: () => Promise<readonly MaintenanceNotice[]>;
  readonly storage: Storage;
}) {
  const { i18n } = useLingui();
  const { userId, load, storage } = props;
  const key = maintenanceDismissalKey(userId);
  const [notices, setNotices] = useState<readonly MaintenanceNotice[]>([]);
  const [dismissed, setDismissed] = useState(() => readDismissed(storage, key));
  useEffect(() => {
    // A notice that cannot be loaded is not worth an error: the app works without it.
    load().then(setNotices, () => setNotices([]));
  }, [load]);
  const dismiss = (id: string) => {
    const next = dismissMaintenanceNotice(dismissed, id, notices);
    setDismissed(next);
    try {
      storage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: dismissed for this page only.
    }
  };
  return (
    <>
      {visibleMaintenanceNotices(notices, Date.now(), dismissed).map((notice) => (
        <Banner key={notice.id} tone="warning" onDismiss={() => dismiss(notice.id)}>
          {translate(i18n, shellMessages.maintenance, {
            start: formatNoteDate(notice.startsAt, props.locale),
            end: formatNoteDate(notice.endsAt, props.locale),
            message: notice.message,
          })}
        </Banner>
      ))}
    </>
  );
}
