import { useLingui } from '@lingui/react';
import { dateLocale, homeMessages } from '@smm/i18n';
import type { HomeAudience, Locale } from '@smm/model';
import { EmptyState } from '@smm/ui';
import { Figures } from './Figures.js';
import type { Loaded } from '../settings/use-loaded.js';
import { WidgetCard } from './WidgetCard.js';

/** Props of {@link AudienceWidget}. */
export interface AudienceWidgetProps {
  readonly data: Loaded<HomeAudience>;
  readonly onRetry: () => void;
  readonly locale: Locale;
}

/** Home's audience widget (decision 0073): people who wrote in the last 7 days, and new ones. */
export function AudienceWidget(props: AudienceWidgetProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(dateLocale(props.locale));
  return (
    <WidgetCard
      widget="audience"
      data={props.data}
      onRetry={props.onRetry}
      subtitle={i18n._(homeMessages.last7Days)}
      lines={2}
    >
      {(audience) =>
        audience.people === 0 ? (
          <EmptyState headingLevel={3} icon="users" title={i18n._(homeMessages.audienceEmpty)}>
            {i18n._(homeMessages.audienceEmptyBody)}
          </EmptyState>
        ) : (
          <Figures
            figures={[
              { label: i18n._(homeMessages.people), value: count.format(audience.people) },
              { label: i18n._(homeMessages.newPeople), value: count.format(audience.newPeople) },
            ]}
          />
        )
      }
    </WidgetCard>
  );
}
