import { useLingui } from '@lingui/react';
import { ADHOC_FEED_ID } from '@smm/feeds';
import { dateLocale, formatNoteDate, homeMessages, translate } from '@smm/i18n';
import type { HomeEngage, Locale } from '@smm/model';
import { EmptyState, NetworkIcon, networkName } from '@smm/ui';
import { Figures } from './Figures.js';
import * as styles from './Home.css.js';
import type { Loaded } from '../settings/use-loaded.js';
import { WidgetCard } from './WidgetCard.js';

/** The inbox path of an item, open in the inbox's "All items". */
export const inboxItemHref = (id: string) =>
  `#/engage/feeds/${ADHOC_FEED_ID}/items/${encodeURIComponent(id)}`;

/** Props of {@link EngageWidget}. */
export interface EngageWidgetProps {
  readonly data: Loaded<HomeEngage>;
  readonly onRetry: () => void;
  readonly locale: Locale;
  /** The person's zone, for the times. */
  readonly timeZone: string;
}

/**
 * Home's inbox widget (decision 0073): unread items and those assigned to the person, and the
 * five customers waiting longest for an answer, each opening its item in the inbox.
 */
export function EngageWidget(props: EngageWidgetProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(dateLocale(props.locale));
  return (
    <WidgetCard widget="engage" data={props.data} onRetry={props.onRetry} lines={5}>
      {(engage) => (
        <>
          <Figures
            figures={[
              {
                label: i18n._(homeMessages.unread),
                value: count.format(engage.unread),
                href: '#/engage',
              },
              {
                label: i18n._(homeMessages.assignedToMe),
                value: count.format(engage.assignedToMe),
                href: '#/engage',
              },
            ]}
          />
          <h3 className={styles.listTitle}>{i18n._(homeMessages.waitingTitle)}</h3>
          {engage.waiting.length === 0 ? (
            <EmptyState headingLevel={4} icon="check" title={i18n._(homeMessages.waitingEmpty)} />
          ) : (
            <ul className={styles.list}>
              {engage.waiting.map((item) => {
                const sender = item.sender || i18n._(homeMessages.unknownSender);
                return (
                  <li key={item.id}>
                    <a
                      className={styles.rowLink}
                      href={inboxItemHref(item.id)}
                      aria-label={translate(i18n, homeMessages.openItem, { sender })}
                    >
                      <NetworkIcon network={item.network} label={networkName(item.network)} />
                      <span className={styles.rowMain}>
                        <span className={styles.rowLine}>
                          <span className={styles.strong}>{sender}</span>
                          <span className={styles.muted}>{item.channelName}</span>
                        </span>
                        <span className={styles.excerpt}>{item.excerpt}</span>
                        <span className={styles.muted}>
                          {translate(i18n, homeMessages.waitingSince, {
                            time: formatNoteDate(item.waitingSince, props.locale, props.timeZone),
                          })}
                        </span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </WidgetCard>
  );
}
