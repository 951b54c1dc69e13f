import { useLingui } from '@lingui/react';
import type { TeamSwitcher } from '@smm/access';
import { ADMIN_TEAM_ENTRY, canSwitchOrganisation } from '@smm/access';
import { areaMessages, shellMessages, supportMessages, translate } from '@smm/i18n';
import type { SwitchableAccount } from '@smm/model';
import { Avatar, Badge, Menu, type MenuEntry } from '@smm/ui';
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
}

/**
 * The platform menu: the profile and AI settings, all settings, the URL shortener, the team switcher (admins,
 * more than one team), the organisation switcher (more than one organisation), the unread count
 * and sign-out.
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
  if (unread !== null) {
    entries.push({
      id: 'unread',
      label: translate(i18n, shellMessages.unread, { count: unread }),
      icon: 'bell',
      disabled: true,
    });
  }
  entries.push({
    id: 'logout',
    label: i18n._(shellMessages.signOut),
    icon: 'logout',
    href: '#/logout',
  });
  const name = translate(i18n, shellMessages.platformMenu, { name: props.userName });
  return (
    <Menu
      align="end"
      buttonLabel={
        unread ? `${name}, ${translate(i18n, shellMessages.unread, { count: unread })}` : name
      }
      label={
        <span className={styles.menuButton}>
          <Avatar
            name={props.userName}
            size="sm"
            {...(props.picture ? { src: props.picture } : {})}
          />
          <span>{props.userName}</span>
          {unread ? <Badge tone="danger" count={unread} /> : null}
        </span>
      }
      items={entries}
    />
  );
}
