import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m, dateLocale, formatDate, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import type { Locale, Outlier } from '@smm/model';
import { Badge, Icon, NetworkIcon } from '@smm/ui';
import * as styles from './Manage.css.js';

/** How much of a post's text a card shows. */
const EXCERPT = 240;

/**
 * One post far from its channel's usual engagement: brand, network, date, an excerpt of its
 * text, its engagement against the usual and how many times that is, whether above or below,
 * and a link to the post.
 */
export function OutlierCard({
  outlier,
  zone,
}: {
  readonly outlier: Outlier;
  readonly zone: string;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { post } = outlier;
  const number = new Intl.NumberFormat(dateLocale(locale), { maximumFractionDigits: 0 });
  const times = outlier.usual > 0 ? post.engagement / outlier.usual : 0;
  // Far below usual is a small fraction: two significant digits keep it from reading 0×.
  const ratio = new Intl.NumberFormat(
    dateLocale(locale),
    times < 1 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 1 },
  );
  const text = post.text.trim();
  const titleId = `outlier-${post.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-outlier-id={post.id}>
      <div className={styles.cardTop}>
        <NetworkIcon network={post.network} size={20} />
        <div className={styles.grow}>
          <h3 id={titleId} className={styles.title}>
            {translate(i18n, m.brandOnNetwork, {
              brand: post.brandName,
              network: networkName(post.network),
            })}
          </h3>
          <span className={styles.meta}>
            @{post.handle} · {formatDate(post.publishedAt, locale, zone)}
          </span>
        </div>
        <Badge tone={outlier.direction === 'above' ? 'success' : 'danger'}>
          {i18n._(outlier.direction === 'above' ? m.above : m.below)}
        </Badge>
      </div>
      <p className={styles.excerpt}>
        {text === ''
          ? i18n._(m.noText)
          : text.length > EXCERPT
            ? `${text.slice(0, EXCERPT)}…`
            : text}
      </p>
      <div className={styles.figures}>
        <span className={styles.meta}>
          {translate(i18n, m.engagementVsUsual, {
            engagement: number.format(post.engagement),
            usual: number.format(outlier.usual),
          })}
        </span>
        {outlier.usual > 0 && (
          <span className={styles.strong}>
            {translate(i18n, m.ratio, { ratio: ratio.format(times) })}
          </span>
        )}
      </div>
      <a className={styles.link} href={post.permalink} target="_blank" rel="noreferrer noopener">
        {i18n._(m.viewPost)} <Icon name="externalLink" />
      </a>
    </li>
  );
}
