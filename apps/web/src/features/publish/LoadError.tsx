import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import { Button, Icon } from '@smm/ui';
import * as styles from './PublishScreen.css.js';

/** Loading posts failed: the server's reason and a way to try again. */
export function LoadError({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={styles.error}>
      <Icon name="error" />
      <span>{translate(i18n, m.loadFailed, { message })}</span>
      <Button variant="secondary" onClick={onRetry}>
        {i18n._(m.tryAgain)}
      </Button>
    </div>
  );
}
