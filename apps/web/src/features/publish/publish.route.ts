/** What a publish path shows (docs/decisions/0075). */
export type PublishRoute =
  | { readonly view: 'week' }
  | { readonly view: 'month' }
  | { readonly view: 'list' }
  | { readonly view: 'approvals' };

/** The views of the publish area, as their tabs group them. */
export type PublishTab = 'calendar' | 'list' | 'approvals';

/**
 * Reads `/publish` and `/publish/calendar` (the week), `/publish/calendar/week`,
 * `/publish/calendar/month`, `/publish/list` and `/publish/approvals`; any other publish path
 * shows the week.
 *
 * @example
 * publishRoute('/publish/calendar/month') // { view: 'month' }
 * publishRoute('/publish') // { view: 'week' }
 */
export function publishRoute(path: string): PublishRoute {
  const clean = (path.split('?')[0] ?? '').replace(/\/+$/, '');
  switch (clean) {
    case '/publish/calendar/month':
      return { view: 'month' };
    case '/publish/list':
      return { view: 'list' };
    case '/publish/approvals':
      return { view: 'approvals' };
    default:
      return { view: 'week' };
  }
}

/**
 * The hash link of a publish view.
 *
 * @example
 * publishHref('month') // '#/publish/calendar/month'
 */
export function publishHref(view: PublishRoute['view']): string {
  switch (view) {
    case 'week':
      return '#/publish';
    case 'month':
      return '#/publish/calendar/month';
    case 'list':
      return '#/publish/list';
    case 'approvals':
      return '#/publish/approvals';
  }
}

/**
 * The tab a view belongs to.
 *
 * @example
 * publishTab('month') // 'calendar'
 */
export function publishTab(view: PublishRoute['view']): PublishTab {
  return view === 'week' || view === 'month' ? 'calendar' : view;
}
