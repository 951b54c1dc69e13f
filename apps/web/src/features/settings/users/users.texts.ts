import type { MessageDescriptor } from '@lingui/core';
import { userMessages as m } from '@smm/i18n';
import type { ShellRole } from '@smm/model';

/** The name of each role label (platform §6). */
export const ROLE_LABEL_TEXTS: Readonly<Record<ShellRole, MessageDescriptor>> = {
  administrator: m.roleAdministrator,
  team_leader: m.roleTeamLeader,
  editor: m.roleEditor,
  content_creator: m.roleContentCreator,
  moderator: m.roleModerator,
  view_only: m.roleViewOnly,
};
