import { useLingui } from '@lingui/react';
import { autoReplyMessages as m, translate } from '@smm/i18n';
import type { AutoReplyChannel, AutoReplyGroup } from '@smm/model';
import { Badge, Checkbox, NetworkIcon, VisuallyHidden } from '@smm/ui';
import { networkName } from '@smm/networks';
import { navigate } from 'wouter/use-hash-location';
import * as shared from './Automation.css.js';
import * as styles from './AutoReplies.css.js';
import { automationHref } from './automation.route.js';
import { RowButtons } from './RowButtons.js';

/** What can be done to a group from the list. */
export type GroupCommand =
  | { readonly type: 'toggle'; readonly group: AutoReplyGroup; readonly enabled: boolean }
  | { readonly type: 'delete'; readonly group: AutoReplyGroup };

/** Props of {@link AutoReplyRow}. */
export interface AutoReplyRowProps {
  readonly group: AutoReplyGroup;
  /** The channels that take direct messages, to name the group's. */
  readonly channels: readonly Pick<AutoReplyChannel, 'id' | 'name' | 'network'>[];
  readonly canManage: boolean;
  readonly busy?: boolean;
  readonly onCommand: (command: GroupCommand) => void;
}

/**
 * One automated messaging group in the list: name, kind, channels (network icon and name), its
 * switch, how many messages it sent; administrators edit and delete it.
 */
export function AutoReplyRow({ group, channels, canManage, busy, onCommand }: AutoReplyRowProps) {
  const { i18n } = useLingui();
  const name = { name: group.name };
  const named = group.channelIds.map(
    (id) => channels.find((c) => c.id === id) ?? { id, name: id, network: '' },
  );
  return (
    <tr data-group-id={group.id}>
      <th scope="row" className={`${shared.td} ${styles.nameCell}`} style={{ textAlign: 'start' }}>
        {canManage ? (
          <a
            className={shared.link}
            href={automationHref({ kind: 'replyEdit', groupId: group.id })}
          >
            {group.name}
          </a>
        ) : (
          group.name
        )}
      </th>
      <td className={shared.td}>
        <Badge tone={group.kind === 'AWAY_MESSAGE' ? 'warning' : 'info'}>
          {i18n._(group.kind === 'AWAY_MESSAGE' ? m.kindAwayShort : m.kindWelcomeShort)}
        </Badge>
      </td>
      <td className={shared.td}>
        {named.length === 0 ? (
          <span className={shared.muted}>{i18n._(m.noChannels)}</span>
        ) : (
          <ul className={styles.channels} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {named.map((channel) => (
              <li key={channel.id} className={styles.channel}>
                {channel.network && (
                  <NetworkIcon
                    network={channel.network}
                    label={networkName(channel.network)}
                    size={16}
                  />
                )}
                {channel.name}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={shared.td}>
        <Checkbox
          label={<VisuallyHidden>{translate(i18n, m.toggle, name)}</VisuallyHidden>}
          checked={group.enabled}
          disabled={!canManage || busy}
          onChange={(event) => onCommand({ type: 'toggle', group, enabled: event.target.checked })}
        />
      </td>
      <td className={`${shared.td} ${shared.number}`}>
        {new Intl.NumberFormat(i18n.locale).format(group.sentCount)}
      </td>
      {canManage && (
        <td className={shared.td}>
          <div className={styles.rowButtons}>
            <RowButtons
              editLabel={translate(i18n, m.editGroup, name)}
              deleteLabel={translate(i18n, m.deleteGroup, name)}
              busy={busy === true}
              onEdit={() =>
                navigate(automationHref({ kind: 'replyEdit', groupId: group.id }).slice(1))
              }
              onDelete={() => onCommand({ type: 'delete', group })}
            />
          </div>
        </td>
      )}
    </tr>
  );
}
