import { useLingui } from '@lingui/react';
import { publishMessages as m } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import { Badge, Icon, NetworkIcon, networkName } from '@smm/ui';
import { firstWords, statusLook } from '../post-status.js';
import { dateTimeText } from '../publish.format.js';
import * as styles from './List.css.js';

/** Props of {@link PostList}. */
export interface PostListProps {
  readonly posts: readonly PublishPost[];
  readonly zone: string;
  readonly onOpen: (post: PublishPost) => void;
}

/**
 * Posts as a table: first words (opening the details), status as a colour, an icon and a word,
 * channels, the time in the person's zone and the author. A click anywhere on a row opens it.
 */
export function PostList({ posts, zone, onOpen }: PostListProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <table className={styles.table}>
      <colgroup>
        <col className={styles.postColumn} />
        <col className={styles.statusColumn} />
        <col className={styles.channelsColumn} />
        <col className={styles.timeColumn} />
        <col className={styles.authorColumn} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className={styles.columnHeading}>
            {i18n._(m.columnPost)}
          </th>
          <th scope="col" className={styles.columnHeading}>
            {i18n._(m.filterStatus)}
          </th>
          <th scope="col" className={styles.columnHeading}>
            {i18n._(m.columnChannels)}
          </th>
          <th scope="col" className={styles.columnHeading}>
            {i18n._(m.columnTime)}
          </th>
          <th scope="col" className={styles.columnHeading}>
            {i18n._(m.columnAuthor)}
          </th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => {
          const look = statusLook(post.status);
          return (
            <tr key={post.id} className={styles.row} onClick={() => onOpen(post)}>
              <td className={styles.cell}>
                <button
                  type="button"
                  className={styles.open}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(post);
                  }}
                >
                  {firstWords(post.text, 120) || i18n._(m.noText)}
                </button>
              </td>
              <td className={styles.cell}>
                <Badge tone={look.tone} className={styles.status}>
                  <Icon name={look.icon} size={12} /> {i18n._(look.text)}
                </Badge>
              </td>
              <td className={styles.cell}>
                <ul className={styles.channelList}>
                  {post.targets.map((target) => (
                    <li key={target.channelId} className={styles.channel}>
                      <NetworkIcon
                        network={target.network}
                        size={16}
                        label={networkName(target.network)}
                      />
                      <span>{target.channelName}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={styles.cell}>{dateTimeText(post.at, locale, zone)}</td>
              <td className={styles.cell}>{post.createdBy.name}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
