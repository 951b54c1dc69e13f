import { useLingui } from '@lingui/react';
import { notificationMessages } from '@smm/i18n';
import {
  NotificationProduct,
  type NotificationFilters,
  type NotificationRelevance,
  type NotificationSortDirection,
  type NotificationStatusFilter,
} from '@smm/model';
import { Checkbox, Select } from '@smm/ui';
import { productName } from '../../shell/notifications/notification.texts.js';
import * as styles from './NotificationsScreen.css.js';

/**
 * The centre's filters (engage §3): read status, products, relevance and order. Each change is
 * saved for the person and reloads the list; at least one product stays chosen.
 */
export function NotificationFilterBar(props: {
  readonly filters: NotificationFilters;
  readonly onChange: (filters: Partial<NotificationFilters>) => void;
}) {
  const { i18n } = useLingui();
  const m = notificationMessages;
  const { filters, onChange } = props;
  const toggle = (product: NotificationProduct, on: boolean) =>
    onChange({
      product: NotificationProduct.values.filter((p) =>
        p === product ? on : filters.product.includes(p),
      ),
    });
  return (
    <div role="group" aria-label={i18n._(m.filters)} className={styles.filters}>
      <Select
        label={i18n._(m.status)}
        fieldClassName={styles.select}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as NotificationStatusFilter })}
        options={[
          { value: 'ALL', label: i18n._(m.statusAll) },
          { value: 'UNREAD', label: i18n._(m.statusUnread) },
          { value: 'READ', label: i18n._(m.statusRead) },
        ]}
      />
      <Select
        label={i18n._(m.relevance)}
        fieldClassName={styles.select}
        value={filters.relevance}
        onChange={(event) => onChange({ relevance: event.target.value as NotificationRelevance })}
        options={[
          { value: 'ALL', label: i18n._(m.relevanceAll) },
          { value: 'ME', label: i18n._(m.relevanceMe) },
        ]}
      />
      <Select
        label={i18n._(m.sort)}
        fieldClassName={styles.select}
        value={filters.sortDirection}
        onChange={(event) =>
          onChange({ sortDirection: event.target.value as NotificationSortDirection })
        }
        options={[
          { value: 'DESC', label: i18n._(m.newestFirst) },
          { value: 'ASC', label: i18n._(m.oldestFirst) },
        ]}
      />
      <fieldset className={styles.products}>
        <legend className={styles.legend}>{i18n._(m.products)}</legend>
        {NotificationProduct.values.map((product) => {
          const checked = filters.product.includes(product);
          return (
            <Checkbox
              key={product}
              label={productName(i18n, product)}
              checked={checked}
              // The last chosen product stays: with none, nothing could be shown.
              disabled={checked && filters.product.length === 1}
              onChange={(event) => toggle(product, event.target.checked)}
            />
          );
        })}
      </fieldset>
    </div>
  );
}
