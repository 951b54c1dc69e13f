import { Button, Icon } from '@smm/ui';
import * as styles from './Automation.css.js';
import { AutomationTabs } from './AutomationTabs.js';

/** Props of {@link AutomationPageTop}: texts already in the reader's language. */
export interface AutomationPageTopProps {
  readonly tab: 'rules' | 'replies';
  readonly title: string;
  readonly intro: string;
  /** Shown to those who read but do not manage. */
  readonly readOnly: string;
  readonly canManage: boolean;
  /** The button that adds one (for those who manage). */
  readonly newLabel: string;
  readonly onNew: () => void;
  /** Why the list did not load, worded; nothing when it did. */
  readonly loadFailed?: string | undefined;
}

/**
 * The top of an automation page: the tabs, the heading with its add button, what the page is
 * for, the read-only notice for those who do not manage, and why the list did not load.
 */
export function AutomationPageTop(props: AutomationPageTopProps) {
  return (
    <>
      <AutomationTabs current={props.tab} />
      <div className={styles.top}>
        <h1 className={styles.heading}>{props.title}</h1>
        {props.canManage && (
          <Button onClick={props.onNew}>
            <Icon name="plus" /> {props.newLabel}
          </Button>
        )}
      </div>
      <p className={styles.lead}>{props.intro}</p>
      {!props.canManage && (
        <p className={styles.notice}>
          <Icon name="info" /> {props.readOnly}
        </p>
      )}
      {props.loadFailed && (
        <p role="alert" className={styles.error}>
          {props.loadFailed}
        </p>
      )}
    </>
  );
}
