import { useLingui } from '@lingui/react';
import { benchmarkMessages, translate } from '@smm/i18n';
import { Icon, IconButton } from '@smm/ui';
import type { ReactNode } from 'react';
import * as styles from './BenchmarkCard.css.js';

/** Props of {@link CardHeader}. */
export interface CardHeaderProps {
  /** The card's title, its heading. */
  readonly title: string;
  /** The id of the heading, which names the card. */
  readonly titleId: string;
  /** Whether the card's content shows. */
  readonly expanded: boolean;
  /** The id of the content the toggle shows and hides (`aria-controls`). */
  readonly contentId: string;
  readonly onToggle: () => void;
  /** The heading's level, to fit the page's outline; default 2. */
  readonly headingLevel?: 2 | 3;
  /** Controls of the card beside the title (a sort order, a brand). */
  readonly actions?: ReactNode;
}

/**
 * The collapsible header of a benchmark card (engage §2): its title and a chevron toggle — up
 * while the content shows, down when it is folded — named "Collapse …"/"Expand …" after the
 * card, with `aria-expanded` and `aria-controls`.
 *
 * @example
 * <CardHeader title="Fans" titleId={id} contentId={body} expanded onToggle={toggle} />
 */
export function CardHeader(props: CardHeaderProps) {
  const { i18n } = useLingui();
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const label = translate(
    i18n,
    props.expanded ? benchmarkMessages.collapse : benchmarkMessages.expand,
    {
      title: props.title,
    },
  );
  return (
    <div className={styles.header}>
      <Heading id={props.titleId} className={styles.title} tabIndex={-1}>
        {props.title}
      </Heading>
      {props.actions === undefined ? null : <div className={styles.actions}>{props.actions}</div>}
      <IconButton
        label={label}
        title={label}
        variant="ghost"
        aria-expanded={props.expanded}
        aria-controls={props.contentId}
        onClick={props.onToggle}
      >
        <Icon name={props.expanded ? 'chevronUp' : 'chevronDown'} />
      </IconButton>
    </div>
  );
}
