import type { MessageDescriptor } from '@lingui/core';
import { channelsMessages as channels, userMessages as m } from '@smm/i18n';
import type { ShellRole } from '@smm/model';

/** The name of each role label (platform §6): a channel role's as the channel screens say it. */
export const ROLE_LABEL_TEXTS: Readonly<Record<ShellRole, MessageDescriptor>> = {
  administrator: m.roleAdministrator,
  team_leader: m.roleTeamLeader,
  editor: channels.roleEditor,
  content_creator: channels.roleContentCreator,
  moderator: channels.roleModerator,
  view_only: channels.roleViewOnly,
};
