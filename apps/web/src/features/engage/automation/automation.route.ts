/** What an automation path names (docs/decisions/0051). */
export type AutomationRoute =
  | { readonly kind: 'list' }
  | { readonly kind: 'new' }
  | { readonly kind: 'edit'; readonly ruleId: string }
  | { readonly kind: 'runs'; readonly ruleId: string }
  | { readonly kind: 'replies' }
  | { readonly kind: 'replyNew' }
  | { readonly kind: 'replyEdit'; readonly groupId: string };

const REPLIES = /^\/engage\/automation\/auto-replies(?:\/([^/?#]+))?\/?$/;

/**
 * Reads `/engage/automation` (the rules), `…/rules/new`, `…/rules/{id}` (the builder) and
 * `…/rules/{id}/runs` (the run log), `…/auto-replies` (the automated messaging groups),
 * `…/auto-replies/new` and `…/auto-replies/{id}` (the group editor, docs/decisions/0052); any
 * other automation path shows the rules.
 *
 * @example
 * automationRoute('/engage/automation/rules/r1/runs') // { kind: 'runs', ruleId: 'r1' }
 */
export function automationRoute(path: string): AutomationRoute {
  const replies = REPLIES.exec(path.split('?')[0] ?? '');
  if (replies) {
    if (!replies[1]) return { kind: 'replies' };
    const id = decodeURIComponent(replies[1]);
    return id === 'new' ? { kind: 'replyNew' } : { kind: 'replyEdit', groupId: id };
  }
  const match = /^\/engage\/automation\/rules\/([^/?#]+)(\/runs)?\/?$/.exec(
    path.split('?')[0] ?? '',
  );
  if (!match?.[1]) return { kind: 'list' };
  const id = decodeURIComponent(match[1]);
  if (match[2]) return { kind: 'runs', ruleId: id };
  return id === 'new' ? { kind: 'new' } : { kind: 'edit', ruleId: id };
}

/**
 * The hash link of an automation route.
 *
 * @example
 * automationHref({ kind: 'edit', ruleId: 'r1' }) // '#/engage/automation/rules/r1'
 */
export function automationHref(route: AutomationRoute): string {
  switch (route.kind) {
    case 'list':
      return '#/engage/automation';
    case 'new':
      return '#/engage/automation/rules/new';
    case 'edit':
      return `#/engage/automation/rules/${encodeURIComponent(route.ruleId)}`;
    case 'runs':
      return `#/engage/automation/rules/${encodeURIComponent(route.ruleId)}/runs`;
    case 'replies':
      return '#/engage/automation/auto-replies';
    case 'replyNew':
      return '#/engage/automation/auto-replies/new';
    case 'replyEdit':
      return `#/engage/automation/auto-replies/${encodeURIComponent(route.groupId)}`;
  }
}
