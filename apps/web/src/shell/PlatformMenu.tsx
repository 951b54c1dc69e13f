import { useLingui } from '@lingui/react';
import type { TeamSwitcher } from '@smm/access';
import { ADMIN_TEAM_ENTRY, canSwitchOrganisation } from '@smm/access';
import {
  areaMessages,
  notificationMessages,
  shellMessages,
  supportMessages,
  translate,
} from '@smm/i18n';
import type { NotificationEntry, SwitchableAccount } from '@smm/model';
import { Avatar, Badge, Icon, Menu, type MenuEntry } from '@smm/ui';
import { NotificationLine } from './notifications/NotificationLine.js';
import * as styles from './Shell.css.js';

/** What the platform menu offers (platform §2). */
export interface PlatformMenuProps {
  readonly userName: string;
  readonly picture: string | null;
  readonly teams: TeamSwitcher;
  readonly onTeamChange: (teamId: string) => void;
  /** The person's accounts; the switcher shows with more than one organisation. */
  readonly accounts: readonly SwitchableAccount[];
  readonly onAccountChange: (accountId: string) => void;
  /** Unread notifications; null while unknown. */
  readonly unread: number | null;
  /** The URL shortener, when the screen offers it (not on /home). */
  readonly onShortenLink?: (() => void) | undefined;
  /** Support staff: the menu leads to their support screen. */
  readonly support?: boolean | undefined;
  /**
   * The newest notices (at most five) when the package has the notification centre: a bell
   * menu lists them with a link to the centre; null while they load.
   */
  readonly latest?: readonly NotificationEntry[] | null | undefined;
  /** Opens what a notice is about. */
  readonly onOpenNotification?: ((entry: NotificationEntry) => void) | undefined;
  /** The time relative times are told from (ms); now by default. */
  readonly now?: number | undefined;
  /** Shows the bell's list open at first (stories, tests). */
  readonly notificationsOpen?: boolean | undefined;
}

/** The bell menu: the unread count, the newest notices and the way to the centre. */
function NotificationsMenu(props: PlatformMenuProps) {
  const { i18n } = useLingui();
  const count = props.unread ?? 0;
  const name = translate(i18n, notificationMessages.menuButton, { count });
  const now = props.now ?? Date.now();
  const latest = props.latest ?? [];
  const entries: MenuEntry[] = [
    {
      kind: 'group',
      id: 'latest',
      label: i18n._(notificationMessages.latest),
      items:
        latest.length > 0
          ? latest.map((entry) => ({
              id: `notice-${entry.id}`,
              label: <NotificationLine entry={entry} now={now} variant="compact" />,
              onSelect: () => props.onOpenNotification?.(entry),
            }))
          : [
              {
                id: 'nothing',
                label: i18n._(notificationMessages.latestEmpty),
                disabled: true,
              },
            ],
    },
    { kind: 'separator', id: 'to-centre' },
    {
      id: 'all',
      label: i18n._(notificationMessages.seeAll),
      icon: 'bell',
      href: '#/notifications',
    },
  ];
  return (
    <Menu
      align="end"
      chevron={false}
      buttonLabel={name}
      buttonTitle={name}
      defaultOpen={props.notificationsOpen === true}
      label={
        <span className={styles.menuButton}>
          <Icon name="bell" />
          {count > 0 ? <Badge tone="danger" count={count} /> : null}
        </span>
      }
      items={entries}
    />
  );
}

/**
 * The platform menu: the profile and AI settings, all settings, the URL shortener, the team switcher (admins,
 * more than one team), the organisation switcher (more than one organisation), the unread count
 * and sign-out. With the notification centre, a bell beside it shows the live unread count and
 * opens the five newest notices and the way to the centre (docs/decisions/0049).
 */
export function PlatformMenu(props: PlatformMenuProps) {
  const { i18n } = useLingui();
  const { teams, accounts, unread } = props;
  const entries: MenuEntry[] = [
    {
      id: 'profile',
      label: i18n._(shellMessages.profile),
      icon: 'user',
      href: '#/settings/profile',
    },
    { id: 'ai', label: i18n._(shellMessages.aiFeatures), icon: 'star', href: '#/settings/ai' },
    {
      id: 'settings',
      label: i18n._(areaMessages.settings),
      icon: 'settings',
      href: '#/settings/overview',
    },
  ];
  if (props.support) {
    entries.push({
      id: 'support',
      label: i18n._(supportMessages.area),
      icon: 'users',
      href: '#/support',
    });
  }
  if (props.onShortenLink) {
    entries.push({
      id: 'shorten',
      label: i18n._(shellMessages.urlShortener),
      icon: 'link',
      onSelect: props.onShortenLink,
    });
  }
  if (teams.visible) {
    entries.push({
      kind: 'group',
      id: 'teams',
      label: i18n._(shellMessages.team),
      items: teams.options.map((team) => ({
        id: `team-${team.id}`,
        label: team.id === ADMIN_TEAM_ENTRY.id ? i18n._(shellMessages.adminTeam) : team.name,
        checked: team.id === teams.selectedId,
        onSelect: () => props.onTeamChange(team.id),
      })),
    });
  }
  if (canSwitchOrganisation(accounts)) {
    entries.push({
      kind: 'group',
      id: 'organisations',
      label: i18n._(shellMessages.organisation),
      items: accounts.map((account) => ({
        id: `account-${account.id}`,
        label: account.orgName,
        checked: account.current,
        onSelect: () => {
          if (!account.current) props.onAccountChange(account.id);
        },
      })),
    });
  }
  entries.push({ kind: 'separator', id: 'end' });
  const centre = props.latest !== undefined;
  if (unread !== null) {
    entries.push({
      id: 'unread',
      label: translate(i18n, shellMessages.unread, { count: unread }),
      icon: 'bell',
      ...(centre ? { href: '#/notifications' } : { disabled: true }),
    });
  }
  entries.push({
    id: 'logout',
    label: i18n._(shellMessages.signOut),
    icon: 'logout',
    href: '#/logout',
  });
  const name = translate(i18n, shellMessages.platformMenu, { name: props.userName });
  const account = (
    <Menu
      align="end"
      buttonLabel={
        unread && !centre
          ? `${name}, ${translate(i18n, shellMessages.unread, { count: unread })}`
          : name
      }
      label={
        <span className={styles.menuButton}>
          <Avatar
            name={props.userName}
            size="sm"
            {...(props.picture ? { src: props.picture } : {})}
          />
          <span>{props.userName}</span>
          {unread && !centre ? <Badge tone="danger" count={unread} /> : null}
        </span>
      }
      items={entries}
    />
  );
  if (!centre) return account;
  return (
    <span className={styles.menus}>
      <NotificationsMenu {...props} />
      {account}
    </span>
  );
}
