import type { MessageDescriptor } from '@lingui/core';
import type { TeamDenial } from '@smm/access';
import { teamMessages as m } from '@smm/i18n';
import type { TeamPermissions } from '@smm/model';

/** Why something is not allowed, in the words the screen shows beside the control. */
export const DENIAL_TEXTS: Readonly<Record<TeamDenial, MessageDescriptor>> = {
  adminOnly: m.denyAdminOnly,
  notLed: m.denyNotLed,
  leadingTeam: m.denyLeadingTeam,
  ownRole: m.denyOwnRole,
  administrator: m.denyAdministrator,
};

/** The four team permissions in the order the screen lists them, each named and explained. */
export const PERMISSION_TEXTS: readonly {
  readonly key: keyof TeamPermissions;
  readonly name: MessageDescriptor;
  readonly text: MessageDescriptor;
}[] = [
  { key: 'manageUser', name: m.permManageUser, text: m.permManageUserText },
  { key: 'manageChannels', name: m.permManageChannels, text: m.permManageChannelsText },
  { key: 'manageTemplates', name: m.permManageTemplates, text: m.permManageTemplatesText },
  { key: 'manageAdAccounts', name: m.permManageAdAccounts, text: m.permManageAdAccountsText },
];

/**
 * The colours a team may have (docs/decisions/0043): each dark enough for white text and
 * distinct from the others; the demo's teams use the first three.
 */
export const TEAM_COLOURS: readonly { readonly value: string; readonly name: MessageDescriptor }[] =
  [
    { value: '#1c7ed6', name: m.colourBlue },
    { value: '#2f9e44', name: m.colourGreen },
    { value: '#e64980', name: m.colourPink },
    { value: '#e03131', name: m.colourRed },
    { value: '#d9480f', name: m.colourOrange },
    { value: '#7048e8', name: m.colourViolet },
    { value: '#0c8599', name: m.colourTeal },
    { value: '#495057', name: m.colourGrey },
  ];

/** The colour a new team starts with. */
export const DEFAULT_TEAM_COLOUR = '#1c7ed6';

/** No permission granted: what a new team starts with. */
export const NO_PERMISSIONS: TeamPermissions = {
  manageAdAccounts: false,
  manageChannels: false,
  manageTemplates: false,
  manageUser: false,
};
