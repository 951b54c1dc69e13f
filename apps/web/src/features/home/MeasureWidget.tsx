import { useLingui } from '@lingui/react';
import { dateLocale, formatDuration, homeMessages } from '@smm/i18n';
import type { HomeMeasure, Locale } from '@smm/model';
import { EmptyState } from '@smm/ui';
import { Figures } from './Figures.js';
import type { Loaded } from '../settings/use-loaded.js';
import { WidgetCard } from './WidgetCard.js';

/** Props of {@link MeasureWidget}. */
export interface MeasureWidgetProps {
  readonly data: Loaded<HomeMeasure>;
  readonly onRetry: () => void;
  readonly locale: Locale;
}

/**
 * Home's performance widget (decision 0073): customers' messages received in the last 7 days,
 * how many were answered, and the median time to the first answer.
 */
export function MeasureWidget(props: MeasureWidgetProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(dateLocale(props.locale));
  return (
    <WidgetCard
      widget="measure"
      data={props.data}
      onRetry={props.onRetry}
      subtitle={i18n._(homeMessages.last7Days)}
    >
      {(measure) =>
        measure.received === 0 ? (
          <EmptyState headingLevel={3} icon="barChart" title={i18n._(homeMessages.measureEmpty)}>
            {i18n._(homeMessages.measureEmptyBody)}
          </EmptyState>
        ) : (
          <Figures
            figures={[
              { label: i18n._(homeMessages.received), value: count.format(measure.received) },
              { label: i18n._(homeMessages.answered), value: count.format(measure.answered) },
              {
                label: i18n._(homeMessages.medianResponse),
                value:
                  measure.medianFirstResponseSeconds === null
                    ? i18n._(homeMessages.noResponse)
                    : formatDuration(measure.medianFirstResponseSeconds, props.locale),
                small: true,
              },
            ]}
          />
        )
      }
    </WidgetCard>
  );
}
