import { type PackageName, type SettingsGroup, settingsNavigation } from '@smm/access';
import type { Team, User } from '@smm/model';
import { makeTeam, makeUser } from '@smm/model/testing';

/** The demo organisation's teams: who grants what (as the demo data seeds them). */
export const demoTeams: readonly Team[] = [
  makeTeam({
    id: 'leads',
    name: 'Care Leads',
    userIds: ['lee'],
    permissions: {
      manageUser: true,
      manageChannels: true,
      manageTemplates: true,
      manageAdAccounts: false,
    },
  }),
  makeTeam({
    id: 'care',
    name: 'Customer Care',
    userIds: ['lee', 'eddie'],
    permissions: {
      manageUser: false,
      manageChannels: false,
      manageTemplates: false,
      manageAdAccounts: false,
    },
  }),
];

/** The demo people the settings stories and tests show the navigation of. */
export const demoPeople = {
  admin: makeUser({ id: 'ada', name: 'Ada Admin', isAdmin: true }),
  lead: makeUser({ id: 'lee', name: 'Lee Lead', isTeamLeader: true }),
  editor: makeUser({ id: 'eddie', name: 'Eddie Editor' }),
} as const satisfies Record<string, User>;

/** The settings navigation of a demo person in a package. */
export function demoNavigation(
  person: keyof typeof demoPeople,
  packageName: PackageName,
): SettingsGroup[] {
  return settingsNavigation({ packageName, user: demoPeople[person], teams: demoTeams });
}
