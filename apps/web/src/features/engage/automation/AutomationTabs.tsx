import { useLingui } from '@lingui/react';
import { autoReplyMessages as m } from '@smm/i18n';
import * as styles from './AutoReplies.css.js';
import { automationHref } from './automation.route.js';

/** The links between the rules and the automated messages; `current` is the one shown. */
export function AutomationTabs({ current }: { readonly current: 'rules' | 'replies' }) {
  const { i18n } = useLingui();
  const tabs = [
    { id: 'rules', href: automationHref({ kind: 'list' }), text: i18n._(m.tabRules) },
    { id: 'replies', href: automationHref({ kind: 'replies' }), text: i18n._(m.tabReplies) },
  ] as const;
  return (
    <nav className={styles.tabs} aria-label={i18n._(m.tabsLabel)}>
      {tabs.map((tab) => (
        <a
          key={tab.id}
          href={tab.href}
          className={tab.id === current ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.text}
        </a>
      ))}
    </nav>
  );
}
