import { useLingui } from '@lingui/react';
import { originalName } from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import { TEXT_LIMITS, type Channel } from '@smm/model';
import { networkName } from '@smm/networks';
import { Button, Input } from '@smm/ui';
import { useEffect, useState } from 'react';
import * as styles from './ChannelDetail.css.js';

/** Props of {@link RenameForm}. */
export interface RenameFormProps {
  readonly channel: Channel;
  readonly busy: boolean;
  readonly onRename: (name: string) => void;
  readonly onUseNetworkName: () => void;
}

/**
 * The channel's name in the product: a name of its own (everyone in the organisation sees it;
 * the network keeps its name), or the network's name again.
 */
export function RenameForm({ channel, busy, onRename, onUseNetworkName }: RenameFormProps) {
  const { i18n } = useLingui();
  const [name, setName] = useState(channel.name);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => setName(channel.name), [channel.name]);
  const overridden = originalName(channel) !== undefined;
  const networkOwn = channel.profileName ?? channel.name;
  return (
    <section className={styles.section} aria-labelledby="channel-name-title">
      <h3 id="channel-name-title" className={styles.sectionTitle}>
        {i18n._(m.nameTitle)}
      </h3>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (trimmed === '') {
            setError(i18n._(m.nameRequired));
            return;
          }
          setError(undefined);
          onRename(trimmed);
        }}
      >
        <Input
          fieldClassName={styles.grow}
          label={i18n._(m.nameLabel)}
          hint={translate(i18n, m.nameHint, {
            network: networkName(channel.type),
            name: networkOwn,
          })}
          error={error}
          value={name}
          maxLength={TEXT_LIMITS.name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className={styles.buttons}>
          <Button type="submit" busy={busy} disabled={name.trim() === channel.name}>
            {i18n._(m.saveName)}
          </Button>
          {overridden ? (
            <Button variant="secondary" disabled={busy} onClick={onUseNetworkName}>
              {i18n._(m.useNetworkName)}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
