import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type Refinement, refinements } from '@smm/feeds';
import { listToolsMessages, translate } from '@smm/i18n';
import type { QuickFilters } from '@smm/model';
import { Button, EmptyState, networkName } from '@smm/ui';

const TOGGLE_TEXT = {
  unread: 'chip_unread',
  mine: 'chip_mine',
  team: 'chip_team',
  unassigned: 'chip_unassigned',
  withNotes: 'chip_withNotes',
  openCase: 'chip_openCase',
  overdue: 'chip_overdue',
} as const;

/** One refinement as the empty state names it. */
function refinementText(i18n: I18n, refinement: Refinement): string {
  switch (refinement.kind) {
    case 'text':
      return translate(i18n, listToolsMessages.searchText, { text: refinement.text });
    case 'toggle':
      return i18n._(listToolsMessages[TOGGLE_TEXT[refinement.toggle]]);
    case 'networks':
      return refinement.networks.map((network) => networkName(network as never)).join(', ');
    case 'sentiments':
      return refinement.sentiments
        .map((sentiment) => i18n._(listToolsMessages[`sentiment_${sentiment}`]))
        .join(', ');
  }
}

/**
 * The list when the reader's refinement hides every item of the feed: what narrows it, and one
 * button that clears it all (decision 0056).
 */
export function NoMatches(props: { readonly quick: QuickFilters; readonly onClear: () => void }) {
  const { i18n } = useLingui();
  const list = new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' }).format(
    refinements(props.quick).map((refinement) => refinementText(i18n, refinement)),
  );
  return (
    <EmptyState
      title={i18n._(listToolsMessages.noMatchesTitle)}
      action={
        <Button variant="secondary" onClick={props.onClear}>
          {i18n._(listToolsMessages.clearAll)}
        </Button>
      }
    >
      {translate(i18n, listToolsMessages.noMatchesBody, { filters: list })}
    </EmptyState>
  );
}
