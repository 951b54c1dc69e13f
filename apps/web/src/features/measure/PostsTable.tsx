import { useLingui } from '@lingui/react';
import { dateLocale, formatDate, measureMessages as m, translate } from '@smm/i18n';
import type { Locale, PostPerformance } from '@smm/model';
import { NetworkIcon, networkName, VisuallyHidden } from '@smm/ui';
import * as styles from './Measure.css.js';

/** Props of {@link PostsTable}. */
export interface PostsTableProps {
  readonly posts: readonly PostPerformance[];
  readonly locale: Locale;
  readonly timeZone: string;
  readonly caption: string;
}

/** Published posts with their networks' metrics, most engaging first. */
export function PostsTable(props: PostsTableProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(dateLocale(props.locale));
  const columns = [
    m.post,
    m.channel,
    m.publishedAt,
    m.reactions,
    m.comments,
    m.shares,
    m.views,
    m.engagement,
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-table="posts">
        <caption>
          <VisuallyHidden>{props.caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.headerCell}>
                {i18n._(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.posts.map((post) => (
            <tr key={`${post.postId}-${post.channelId}`}>
              <td className={`${styles.cell} ${styles.textCell}`}>
                {post.permalink === null ? (
                  post.text
                ) : (
                  <a
                    className={styles.link}
                    href={post.permalink}
                    target="_blank"
                    rel="noreferrer"
                    title={translate(i18n, m.openPost, { network: networkName(post.network) })}
                  >
                    {post.text || networkName(post.network)}
                  </a>
                )}
              </td>
              <td className={styles.cell} style={{ textAlign: 'left' }}>
                <span className={styles.channelCell}>
                  <NetworkIcon network={post.network} />
                  {post.channelName}
                </span>
              </td>
              <td className={styles.cell} style={{ textAlign: 'left' }}>
                {formatDate(post.publishedAt, props.locale, props.timeZone)}
              </td>
              <td className={styles.cell}>{count.format(post.reactions)}</td>
              <td className={styles.cell}>{count.format(post.comments)}</td>
              <td className={styles.cell}>{count.format(post.shares)}</td>
              <td className={styles.cell}>{count.format(post.views)}</td>
              <td className={styles.cell}>
                <strong>{count.format(post.engagement)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
