import type { TeamDenial } from '@smm/access';
import type { AuditValues, Team } from '@smm/model';
import type { AuditTarget } from '../audit/audit.js';
import type { Directory } from '../directory/directory.js';

/** A team as an audit entry names it. */
export const teamTarget = (team: { readonly id: string; readonly name: string }): AuditTarget => ({
  type: 'team',
  id: team.id,
  name: team.name,
});

/** A team row's fields the audit log records: name, colour and what it grants. */
export interface TeamFields {
  readonly name: string;
  readonly color: string | null;
  readonly manageAdAccounts: boolean;
  readonly manageChannels: boolean;
  readonly manageTemplates: boolean;
  readonly manageUser: boolean;
}

/** A team's fields as the audit log records them, before or after a change. */
export const teamValues = (team: TeamFields): AuditValues => ({
  name: team.name,
  color: team.color,
  manageAdAccounts: team.manageAdAccounts,
  manageChannels: team.manageChannels,
  manageTemplates: team.manageTemplates,
  manageUser: team.manageUser,
});

/** A person's name as the directory has it (their e-mail without one, their id without that). */
export const personName = (directory: Directory, userId: string): string => {
  const user = directory.users.find((candidate) => candidate.id === userId);
  return user?.name || user?.email || userId;
};

/** A channel's name as the directory has it (its id when it is gone). */
export const channelName = (directory: Directory, channelId: string): string =>
  directory.channels.find((channel) => channel.id === channelId)?.name ?? channelId;

/** What a deleted team held: its fields, its members and its channels, by name. */
export const deletedTeamValues = (
  directory: Directory,
  team: Team,
  fields: TeamFields,
): AuditValues => ({
  ...teamValues(fields),
  members: (team.userIds ?? []).map((id) => personName(directory, id)),
  channels: (team.channelIds ?? []).map((id) => channelName(directory, id)),
});

/** Why the server refuses a team change, in the words an error answer carries. */
export const DENIAL_MESSAGES: Readonly<Record<TeamDenial, string>> = {
  adminOnly: 'Only administrators do this.',
  notLed: 'Team leaders manage only the teams they lead.',
  leadingTeam:
    'This team makes its members team leaders: only administrators add members to it or remove them.',
  ownRole: 'Only an administrator changes your own role in a team.',
  administrator: "Only administrators change an administrator's teams.",
};
