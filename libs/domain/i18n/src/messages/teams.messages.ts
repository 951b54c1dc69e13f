import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the team settings (docs/decisions/0043): the list of teams, a team's page with
 * what it grants, its members and its channels, and the dialogs of both.
 */
export const teamMessages = {
  title: /*i18n*/ {
    id: 'teams.title',
    message: 'Teams',
    comment: 'Settings: heading of the teams screen.',
  },
  descriptionAdmin: /*i18n*/ {
    id: 'teams.descriptionAdmin',
    message:
      "Teams give their members the team's channels with a role, and the rights the team grants.",
    comment: 'Teams screen (administrators): what teams are for.',
  },
  descriptionLeader: /*i18n*/ {
    id: 'teams.descriptionLeader',
    message:
      'The teams you lead. Administrators create teams, set what they grant and delete them.',
    comment: 'Teams screen (team leaders): what they see.',
  },
  newTeam: /*i18n*/ {
    id: 'teams.newTeam',
    message: 'New team',
    comment: 'Teams screen: the button that opens the form of a new team.',
  },
  columnTeam: /*i18n*/ {
    id: 'teams.columnTeam',
    message: 'Team',
    comment: "Teams table: column of the team's name.",
  },
  columnMembers: /*i18n*/ {
    id: 'teams.columnMembers',
    message: 'Members',
    comment: 'Teams table: column of the number of members.',
  },
  columnChannels: /*i18n*/ {
    id: 'teams.columnChannels',
    message: 'Channels',
    comment: 'Teams table: column of the number of channels.',
  },
  columnGrants: /*i18n*/ {
    id: 'teams.columnGrants',
    message: 'Grants',
    comment: 'Teams table: column of the rights the team grants its members.',
  },
  columnActions: /*i18n*/ {
    id: 'teams.columnActions',
    message: 'Actions',
    comment: "Teams table: column of the row's buttons.",
  },
  grantsNothing: /*i18n*/ {
    id: 'teams.grantsNothing',
    message: 'No rights',
    comment: 'Teams table: the team grants none of the four rights.',
  },
  deleteTeam: /*i18n*/ {
    id: 'teams.deleteTeam',
    message: 'Delete {name}',
    comment: 'Teams table: name of the delete button of a team.',
  },
  emptyTitle: /*i18n*/ {
    id: 'teams.emptyTitle',
    message: 'No teams yet',
    comment: 'Teams screen: title when there is no team.',
  },
  emptyAdmin: /*i18n*/ {
    id: 'teams.emptyAdmin',
    message: 'Create a team to give people channels and rights together.',
    comment: 'Teams screen: hint for administrators when there is no team.',
  },
  emptyLeader: /*i18n*/ {
    id: 'teams.emptyLeader',
    message:
      'You lead no team. An administrator makes you a leader by adding you to a team that grants leading it.',
    comment: 'Teams screen: text for a person who leads no team.',
  },
  loadFailed: /*i18n*/ {
    id: 'teams.loadFailed',
    message: 'Could not load the teams.',
    comment: "Teams screen: the teams could not be loaded (followed by the server's message).",
  },
  retry: /*i18n*/ {
    id: 'teams.retry',
    message: 'Try again',
    comment: 'Teams screen: button to load again after a failure.',
  },
  allTeams: /*i18n*/ {
    id: 'teams.allTeams',
    message: 'All teams',
    comment: 'Team page: the link back to the list of teams.',
  },
  notFound: /*i18n*/ {
    id: 'teams.notFound',
    message: 'This team does not exist, or you do not manage it.',
    comment: 'Team page: the team of the address is not one the person manages.',
  },
  createTitle: /*i18n*/ {
    id: 'teams.createTitle',
    message: 'New team',
    comment: 'Team dialog: title when creating.',
  },
  editTitle: /*i18n*/ {
    id: 'teams.editTitle',
    message: 'Edit team',
    comment: 'Team dialog: title when changing the name and colour.',
  },
  name: /*i18n*/ {
    id: 'teams.name',
    message: 'Team name',
    comment: 'Team dialog: label of the name field.',
  },
  nameRequired: /*i18n*/ {
    id: 'teams.nameRequired',
    message: 'Give the team a name.',
    comment: 'Team dialog: error when the name is empty.',
  },
  colour: /*i18n*/ {
    id: 'teams.colour',
    message: 'Colour',
    comment: 'Team dialog: legend of the colour choice.',
  },
  colourBlue: /*i18n*/ {
    id: 'teams.colourBlue',
    message: 'Blue',
    comment: 'Team colour name.',
  },
  colourGreen: /*i18n*/ {
    id: 'teams.colourGreen',
    message: 'Green',
    comment: 'Team colour name.',
  },
  colourRed: /*i18n*/ {
    id: 'teams.colourRed',
    message: 'Red',
    comment: 'Team colour name.',
  },
  colourOrange: /*i18n*/ {
    id: 'teams.colourOrange',
    message: 'Orange',
    comment: 'Team colour name.',
  },
  colourViolet: /*i18n*/ {
    id: 'teams.colourViolet',
    message: 'Violet',
    comment: 'Team colour name.',
  },
  colourTeal: /*i18n*/ {
    id: 'teams.colourTeal',
    message: 'Teal',
    comment: 'Team colour name.',
  },
  colourPink: /*i18n*/ {
    id: 'teams.colourPink',
    message: 'Pink',
    comment: 'Team colour name.',
  },
  colourGrey: /*i18n*/ {
    id: 'teams.colourGrey',
    message: 'Grey',
    comment: 'Team colour name.',
  },
  create: /*i18n*/ {
    id: 'teams.create',
    message: 'Create team',
    comment: 'Team dialog: the button that creates the team.',
  },
  save: /*i18n*/ {
    id: 'teams.save',
    message: 'Save',
    comment: 'Team dialog: the button that saves the changes.',
  },
  cancel: /*i18n*/ {
    id: 'teams.cancel',
    message: 'Cancel',
    comment: 'Team dialog: the button that closes it without saving.',
  },
  saved: /*i18n*/ {
    id: 'teams.saved',
    message: '{name} saved',
    comment: 'Toast after a team was created or changed.',
  },
  deleted: /*i18n*/ {
    id: 'teams.deleted',
    message: '{name} deleted',
    comment: 'Toast after a team was deleted.',
  },
  deleteTitle: /*i18n*/ {
    id: 'teams.deleteTitle',
    message: 'Delete {name}?',
    comment: 'Confirmation dialog: title when deleting a team.',
  },
  deleteBody: /*i18n*/ {
    id: 'teams.deleteBody',
    message:
      "Its members and channels stay in the organisation. The members lose the team's role on its channels and the rights the team grants.",
    comment: 'Confirmation dialog: what deleting a team does.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'teams.deleteConfirm',
    message: 'Delete team',
    comment: 'Confirmation dialog: the button that deletes the team.',
  },
  editDetails: /*i18n*/ {
    id: 'teams.editDetails',
    message: 'Edit name and colour',
    comment: 'Team page: the button that opens the name and colour dialog.',
  },
  permissionsTitle: /*i18n*/ {
    id: 'teams.permissionsTitle',
    message: 'What the team grants',
    comment: 'Team page: heading of the permissions.',
  },
  permissionsIntro: /*i18n*/ {
    id: 'teams.permissionsIntro',
    message: 'Every member of the team gets these rights.',
    comment: 'Team page: what the permissions are.',
  },
  permissionsSaved: /*i18n*/ {
    id: 'teams.permissionsSaved',
    message: 'What {name} grants is saved',
    comment: 'Toast after the permissions of a team were changed.',
  },
  permManageAdAccounts: /*i18n*/ {
    id: 'teams.permManageAdAccounts',
    message: 'Manage ad accounts',
    comment: 'Team permission manageAdAccounts: its name.',
  },
  permManageAdAccountsText: /*i18n*/ {
    id: 'teams.permManageAdAccountsText',
    message: "Members connect, edit and remove the organisation's ad accounts.",
    comment: 'Team permission manageAdAccounts: what it grants.',
  },
  permManageChannels: /*i18n*/ {
    id: 'teams.permManageChannels',
    message: 'Manage channels',
    comment: 'Team permission manageChannels: its name.',
  },
  permManageChannelsText: /*i18n*/ {
    id: 'teams.permManageChannelsText',
    message:
      "Members connect channels, and rename, reconnect and set the roles of the team's channels.",
    comment: 'Team permission manageChannels: what it grants.',
  },
  permManageTemplates: /*i18n*/ {
    id: 'teams.permManageTemplates',
    message: 'Manage response templates',
    comment: 'Team permission manageTemplates: its name.',
  },
  permManageTemplatesText: /*i18n*/ {
    id: 'teams.permManageTemplatesText',
    message: 'Members create, edit and delete the response templates everyone uses.',
    comment: 'Team permission manageTemplates: what it grants.',
  },
  permManageUser: /*i18n*/ {
    id: 'teams.permManageUser',
    message: 'Lead the team',
    comment: 'Team permission manageUser: its name.',
  },
  permManageUserText: /*i18n*/ {
    id: 'teams.permManageUserText',
    message:
      'Members become team leaders: they rename the team, give it channels and change the roles of its other members.',
    comment: 'Team permission manageUser: what it grants.',
  },
  membersTitle: /*i18n*/ {
    id: 'teams.membersTitle',
    message: 'Members',
    comment: 'Team page: heading of the members.',
  },
  membersIntro: /*i18n*/ {
    id: 'teams.membersIntro',
    message: "Each member works on the team's channels with their role in the team.",
    comment: "Team page: what a member's role is.",
  },
  membersEmpty: /*i18n*/ {
    id: 'teams.membersEmpty',
    message: 'The team has no members yet.',
    comment: 'Team page: the team has no member.',
  },
  columnPerson: /*i18n*/ {
    id: 'teams.columnPerson',
    message: 'Person',
    comment: 'Members table: column of the person.',
  },
  columnRole: /*i18n*/ {
    id: 'teams.columnRole',
    message: 'Role in the team',
    comment: "Members table: column of the member's role.",
  },
  you: /*i18n*/ {
    id: 'teams.you',
    message: 'You',
    comment: "Members table: badge of the signed-in person's own row.",
  },
  administrator: /*i18n*/ {
    id: 'teams.administrator',
    message: 'Administrator',
    comment: 'Members table: badge of an administrator.',
  },
  hiddenAdministrator: /*i18n*/ {
    id: 'teams.hiddenAdministrator',
    message: 'An administrator',
    comment: 'Members table: a member the person may not see, who is an administrator.',
  },
  roleOf: /*i18n*/ {
    id: 'teams.roleOf',
    message: 'Role of {name}',
    comment: "Members table: the name of a member's role field.",
  },
  removeMember: /*i18n*/ {
    id: 'teams.removeMember',
    message: 'Remove {name}',
    comment: 'Members table: name of the button that takes a member out of the team.',
  },
  remove: /*i18n*/ {
    id: 'teams.remove',
    message: 'Remove',
    comment: 'Members table: the button that takes a member out of the team.',
  },
  addMemberTitle: /*i18n*/ {
    id: 'teams.addMemberTitle',
    message: 'Add a person',
    comment: 'Team page: heading of the form that adds a member.',
  },
  person: /*i18n*/ {
    id: 'teams.person',
    message: 'Person',
    comment: 'Add member form: label of the person field.',
  },
  choosePerson: /*i18n*/ {
    id: 'teams.choosePerson',
    message: 'Choose a person',
    comment: 'Add member form: the empty choice of the person field.',
  },
  role: /*i18n*/ {
    id: 'teams.role',
    message: 'Role',
    comment: 'Add member form: label of the role field.',
  },
  add: /*i18n*/ {
    id: 'teams.add',
    message: 'Add',
    comment: 'Add member form: the button that adds the person.',
  },
  nobodyToAdd: /*i18n*/ {
    id: 'teams.nobodyToAdd',
    message:
      'Everyone in the organisation is in this team already. Administrators belong to every team.',
    comment: 'Add member form: there is nobody left to add.',
  },
  memberAdded: /*i18n*/ {
    id: 'teams.memberAdded',
    message: '{name} added to {team}',
    comment: 'Toast after a member was added.',
  },
  memberRemoved: /*i18n*/ {
    id: 'teams.memberRemoved',
    message: '{name} removed from {team}',
    comment: 'Toast after a member was taken out.',
  },
  roleChanged: /*i18n*/ {
    id: 'teams.roleChanged',
    message: 'Role of {name} changed',
    comment: "Toast after a member's role was changed.",
  },
  denyAdminOnly: /*i18n*/ {
    id: 'teams.denyAdminOnly',
    message: 'Only administrators change this.',
    comment: 'Why an action is not available: it is for administrators.',
  },
  denyNotLed: /*i18n*/ {
    id: 'teams.denyNotLed',
    message: 'You manage only the teams you lead.',
    comment: 'Why an action is not available: the person does not lead the team.',
  },
  denyLeadingTeam: /*i18n*/ {
    id: 'teams.denyLeadingTeam',
    message:
      'This team makes its members team leaders, so only administrators add members to it or remove them.',
    comment: 'Why adding or removing a member is not available to a team leader.',
  },
  denyOwnRole: /*i18n*/ {
    id: 'teams.denyOwnRole',
    message: 'Only an administrator changes your own role.',
    comment: 'Why a team leader cannot change their own role.',
  },
  denyAdministrator: /*i18n*/ {
    id: 'teams.denyAdministrator',
    message: "Only administrators change an administrator's teams.",
    comment: "Why a team leader cannot change an administrator's membership.",
  },
  channelsTitle: /*i18n*/ {
    id: 'teams.channelsTitle',
    message: 'Channels',
    comment: "Team page: heading of the team's channels.",
  },
  channelsIntro: /*i18n*/ {
    id: 'teams.channelsIntro',
    message: "The team's members see these channels and work on them with their role.",
    comment: "Team page: what the team's channels are.",
  },
  channelsEmpty: /*i18n*/ {
    id: 'teams.channelsEmpty',
    message: 'The team has no channels yet.',
    comment: 'Team page: the team has no channel.',
  },
  addChannels: /*i18n*/ {
    id: 'teams.addChannels',
    message: 'Add channels',
    comment: 'Team page: the button that opens the channel picker.',
  },
  addChannelsTitle: /*i18n*/ {
    id: 'teams.addChannelsTitle',
    message: 'Add channels to {name}',
    comment: 'Channel dialog: title.',
  },
  chooseChannels: /*i18n*/ {
    id: 'teams.chooseChannels',
    message: 'Choose at least one channel.',
    comment: 'Channel dialog: error when no channel is ticked.',
  },
  addChosen: /*i18n*/ {
    id: 'teams.addChosen',
    message: '{count, plural, one {Add # channel} other {Add # channels}}',
    comment: 'Channel dialog: the button that adds the ticked channels.',
  },
  removeChannel: /*i18n*/ {
    id: 'teams.removeChannel',
    message: 'Remove {name} from the team',
    comment: 'Team page: name of the button that takes a channel away from the team.',
  },
  channelsAdded: /*i18n*/ {
    id: 'teams.channelsAdded',
    message: '{count, plural, one {# channel added} other {# channels added}}',
    comment: 'Toast after channels were given to the team.',
  },
  channelRemoved: /*i18n*/ {
    id: 'teams.channelRemoved',
    message: '{name} removed from the team',
    comment: 'Toast after a channel was taken away from the team.',
  },
  noChannelsToAdd: /*i18n*/ {
    id: 'teams.noChannelsToAdd',
    message: 'Every channel you see is in this team already.',
    comment: 'Channel dialog: nothing left to add.',
  },
  channelsLegend: /*i18n*/ {
    id: 'teams.channelsLegend',
    message: 'Channels',
    comment: 'Channel dialog: legend of the channel picker.',
  },
} as const satisfies Record<string, MessageDescriptor>;
