import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the users settings (administrators: list, invite, edit, delete; decision 0042)
 * and of the pages reached signed out: an invitation's, a password reset's, a forgotten password.
 */
export const userMessages = {
  title: /*i18n*/ {
    id: 'users.title',
    message: 'Users',
    comment: 'Settings: heading of the users screen.',
  },
  description: /*i18n*/ {
    id: 'users.description',
    message:
      'Everyone in your organisation: invite colleagues, choose what they may do, and remove those who leave.',
    comment: 'Users screen: what it is for.',
  },
  invite: /*i18n*/ {
    id: 'users.invite',
    message: 'Invite user',
    comment: 'Users screen: the button that opens the invitation dialog.',
  },
  search: /*i18n*/ {
    id: 'users.search',
    message: 'Search by name or e-mail',
    comment: 'Users screen: label of the search field.',
  },
  teamFilter: /*i18n*/ {
    id: 'users.teamFilter',
    message: 'Team',
    comment: 'Users screen: label of the team filter.',
  },
  allTeams: /*i18n*/ {
    id: 'users.allTeams',
    message: 'All teams',
    comment: "Users screen: the team filter's choice of no filter.",
  },
  roleFilter: /*i18n*/ {
    id: 'users.roleFilter',
    message: 'Role',
    comment: 'Users screen: label of the role filter.',
  },
  allRoles: /*i18n*/ {
    id: 'users.allRoles',
    message: 'All roles',
    comment: "Users screen: the role filter's choice of no filter.",
  },
  sortBy: /*i18n*/ {
    id: 'users.sortBy',
    message: 'Sort by',
    comment: 'Users screen: label of the sort select.',
  },
  sortNameAsc: /*i18n*/ {
    id: 'users.sortNameAsc',
    message: 'Name (A–Z)',
    comment: 'Users screen: sort choice.',
  },
  sortNameDesc: /*i18n*/ {
    id: 'users.sortNameDesc',
    message: 'Name (Z–A)',
    comment: 'Users screen: sort choice.',
  },
  sortLastLoginDesc: /*i18n*/ {
    id: 'users.sortLastLoginDesc',
    message: 'Last sign-in (latest first)',
    comment: 'Users screen: sort choice.',
  },
  sortLastLoginAsc: /*i18n*/ {
    id: 'users.sortLastLoginAsc',
    message: 'Last sign-in (earliest first)',
    comment: 'Users screen: sort choice.',
  },
  colName: /*i18n*/ {
    id: 'users.colName',
    message: 'Name',
    comment: 'Users table: column heading.',
  },
  colRole: /*i18n*/ {
    id: 'users.colRole',
    message: 'Role',
    comment: 'Users table: column heading.',
  },
  colTeams: /*i18n*/ {
    id: 'users.colTeams',
    message: 'Teams',
    comment: 'Users table: column heading.',
  },
  colLastLogin: /*i18n*/ {
    id: 'users.colLastLogin',
    message: 'Last sign-in',
    comment: 'Users table: column heading.',
  },
  loginCount: /*i18n*/ {
    id: 'users.loginCount',
    message: '{count, plural, one {# sign-in} other {# sign-ins}}',
    comment: 'Users table: how many times a user signed in, under their last sign-in.',
  },
  colActions: /*i18n*/ {
    id: 'users.colActions',
    message: 'Actions',
    comment: 'Users table: column heading of the row actions.',
  },
  count: /*i18n*/ {
    id: 'users.count',
    message: '{count, plural, one {# user} other {# users}}',
    comment: 'Users screen: how many users the list shows.',
  },
  noMatchTitle: /*i18n*/ {
    id: 'users.noMatchTitle',
    message: 'No users match',
    comment: 'Users screen: nobody matches the search and filters.',
  },
  noMatchBody: /*i18n*/ {
    id: 'users.noMatchBody',
    message: 'Try other words, or clear the filters.',
    comment: 'Users screen: what to do when nobody matches.',
  },
  clearFilters: /*i18n*/ {
    id: 'users.clearFilters',
    message: 'Clear filters',
    comment: 'Users screen: button that clears search and filters.',
  },
  loadFailed: /*i18n*/ {
    id: 'users.loadFailed',
    message: 'Could not load the users.',
    comment: "Users screen: the list could not be loaded (the server's message follows).",
  },
  retry: /*i18n*/ {
    id: 'users.retry',
    message: 'Try again',
    comment: 'Users screen: try loading again.',
  },
  roleAdministrator: /*i18n*/ {
    id: 'users.roleAdministrator',
    message: 'Administrator',
    comment: 'Role label (platform §6).',
  },
  roleTeamLeader: /*i18n*/ {
    id: 'users.roleTeamLeader',
    message: 'Team leader',
    comment: 'Role label (platform §6).',
  },
  everyTeam: /*i18n*/ {
    id: 'users.everyTeam',
    message: 'Every team',
    comment: "Users table: an administrator's teams (they belong to every team).",
  },
  noTeam: /*i18n*/ {
    id: 'users.noTeam',
    message: 'No team',
    comment: 'Users table: a user in no team.',
  },
  never: /*i18n*/ {
    id: 'users.never',
    message: 'Never',
    comment: 'Users table: never signed in.',
  },
  pending: /*i18n*/ {
    id: 'users.pending',
    message: 'Invitation pending',
    comment: 'Users table: badge of an invited user who has not signed up yet.',
  },
  you: /*i18n*/ {
    id: 'users.you',
    message: 'You',
    comment: "Users table: badge on the signed-in person's own row.",
  },
  resend: /*i18n*/ {
    id: 'users.resend',
    message: 'Resend invitation',
    comment: 'Users table: action on a pending invitation.',
  },
  withdraw: /*i18n*/ {
    id: 'users.withdraw',
    message: 'Withdraw invitation',
    comment: 'Users table: action on a pending invitation.',
  },
  edit: /*i18n*/ {
    id: 'users.edit',
    message: 'Edit {name}',
    comment: 'Users table: edit button (icon with this name).',
  },
  delete: /*i18n*/ {
    id: 'users.delete',
    message: 'Delete {name}',
    comment: 'Users table: delete button (icon with this name).',
  },
  more: /*i18n*/ {
    id: 'users.more',
    message: 'Invitation actions for {name}',
    comment: "Users table: the menu of a pending invitation's actions.",
  },
  invitationSent: /*i18n*/ {
    id: 'users.invitationSent',
    message: 'Invitation sent to {email}',
    comment: 'Toast after an invitation was sent.',
  },
  invitationResent: /*i18n*/ {
    id: 'users.invitationResent',
    message: 'Invitation sent again to {email}',
    comment: 'Toast after an invitation was sent again.',
  },
  invitationWithdrawn: /*i18n*/ {
    id: 'users.invitationWithdrawn',
    message: 'Invitation to {email} withdrawn',
    comment: 'Toast after an invitation was withdrawn.',
  },
  saved: /*i18n*/ {
    id: 'users.saved',
    message: '{name} saved',
    comment: 'Toast after a user was changed.',
  },
  deleted: /*i18n*/ {
    id: 'users.deleted',
    message: '{name} deleted',
    comment: 'Toast after a user was deleted.',
  },
  withdrawTitle: /*i18n*/ {
    id: 'users.withdrawTitle',
    message: 'Withdraw the invitation to {email}?',
    comment: 'Confirmation: title before withdrawing an invitation.',
  },
  withdrawBody: /*i18n*/ {
    id: 'users.withdrawBody',
    message:
      'The link in their e-mail stops working and they leave the list. You can invite them again later.',
    comment: 'Confirmation: what withdrawing an invitation does.',
  },
  withdrawConfirm: /*i18n*/ {
    id: 'users.withdrawConfirm',
    message: 'Withdraw',
    comment: 'Confirmation: button that withdraws the invitation.',
  },
  deleteTitle: /*i18n*/ {
    id: 'users.deleteTitle',
    message: 'Delete {name}?',
    comment: 'Confirmation: title before deleting a user.',
  },
  deleteIntro: /*i18n*/ {
    id: 'users.deleteIntro',
    message: 'This cannot be undone. What happens to their work:',
    comment: 'Confirmation: before the list of what deleting a user does.',
  },
  deleteItems: /*i18n*/ {
    id: 'users.deleteItems',
    message:
      'Items assigned to them go back to unassigned; items assigned to a team keep their team.',
    comment: 'Confirmation of a deletion: what happens to assigned items.',
  },
  deleteFeeds: /*i18n*/ {
    id: 'users.deleteFeeds',
    message: 'Their feeds shared with others become yours; their private feeds are deleted.',
    comment: 'Confirmation of a deletion: what happens to their feeds.',
  },
  deleteAccess: /*i18n*/ {
    id: 'users.deleteAccess',
    message:
      'Feeds shared with them, their teams and channel roles are removed, and they are signed out.',
    comment: 'Confirmation of a deletion: what happens to their access.',
  },
  deleteHistory: /*i18n*/ {
    id: 'users.deleteHistory',
    message: 'Their notes and replies keep their name.',
    comment: 'Confirmation of a deletion: their history stays.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'users.deleteConfirm',
    message: 'Delete user',
    comment: 'Confirmation: button that deletes the user.',
  },
  inviteTitle: /*i18n*/ {
    id: 'users.inviteTitle',
    message: 'Invite a user',
    comment: 'Invitation dialog: title.',
  },
  editTitle: /*i18n*/ {
    id: 'users.editTitle',
    message: 'Edit {name}',
    comment: 'User dialog: title when editing.',
  },
  email: /*i18n*/ {
    id: 'users.email',
    message: 'E-mail address',
    comment: 'User dialog: label of the e-mail field.',
  },
  firstName: /*i18n*/ {
    id: 'users.firstName',
    message: 'First name',
    comment: 'User dialog: label.',
  },
  lastName: /*i18n*/ {
    id: 'users.lastName',
    message: 'Last name',
    comment: 'User dialog: label.',
  },
  administrator: /*i18n*/ {
    id: 'users.administrator',
    message: 'Administrator',
    comment: 'User dialog: checkbox giving the administrator right.',
  },
  administratorHint: /*i18n*/ {
    id: 'users.administratorHint',
    message:
      'Manages the whole organisation: users, teams, channels and settings. Belongs to every team.',
    comment: 'User dialog: what the administrator right gives.',
  },
  defaultRole: /*i18n*/ {
    id: 'users.defaultRole',
    message: 'Default channel role',
    comment: 'User dialog: label of the default channel role.',
  },
  defaultRoleHint: /*i18n*/ {
    id: 'users.defaultRoleHint',
    message: 'The role they hold on the channels of their teams.',
    comment: 'User dialog: what the default channel role is for.',
  },
  teams: /*i18n*/ {
    id: 'users.teams',
    message: 'Teams',
    comment: 'User dialog: legend of the team checkboxes.',
  },
  teamsAdminHint: /*i18n*/ {
    id: 'users.teamsAdminHint',
    message: 'Administrators belong to every team.',
    comment: "User dialog: an administrator's teams.",
  },
  noTeamsYet: /*i18n*/ {
    id: 'users.noTeamsYet',
    message: 'The organisation has no teams yet.',
    comment: 'User dialog: the organisation has no team.',
  },
  inviteNote: /*i18n*/ {
    id: 'users.inviteNote',
    message: 'They get an e-mail with a link to choose a password. The link works for 7 days.',
    comment: 'Invitation dialog: what the invitee gets.',
  },
  send: /*i18n*/ {
    id: 'users.send',
    message: 'Send invitation',
    comment: 'Invitation dialog: submit button.',
  },
  save: /*i18n*/ {
    id: 'users.save',
    message: 'Save',
    comment: 'User dialog: submit button.',
  },
  nameRequired: /*i18n*/ {
    id: 'users.nameRequired',
    message: 'Enter a first and a last name.',
    comment: 'User dialog: a name is missing.',
  },
  emailInvalid: /*i18n*/ {
    id: 'users.emailInvalid',
    message: 'Enter an e-mail address such as name@example.com.',
    comment: 'User dialog: the address is not an e-mail address.',
  },
  invitationTitle: /*i18n*/ {
    id: 'users.invitationTitle',
    message: 'Join Switchboard',
    comment: 'Invitation page: title.',
  },
  invitationLead: /*i18n*/ {
    id: 'users.invitationLead',
    message: 'Choose a password to finish setting up your account.',
    comment: 'Invitation page: what to do.',
  },
  resetTitle: /*i18n*/ {
    id: 'users.resetTitle',
    message: 'Choose a new password',
    comment: 'Reset page: title.',
  },
  resetLead: /*i18n*/ {
    id: 'users.resetLead',
    message: 'Every session of your account is signed out when you change it.',
    comment: 'Reset page: what happens.',
  },
  newPassword: /*i18n*/ {
    id: 'users.newPassword',
    message: 'New password',
    comment: 'Invitation and reset pages: password field.',
  },
  passwordHint: /*i18n*/ {
    id: 'users.passwordHint',
    message: '{min} to {max} characters.',
    comment: "Invitation and reset pages: the password's length.",
  },
  repeatPassword: /*i18n*/ {
    id: 'users.repeatPassword',
    message: 'Repeat the password',
    comment: 'Invitation and reset pages: second password field.',
  },
  passwordsDiffer: /*i18n*/ {
    id: 'users.passwordsDiffer',
    message: 'The two passwords are not the same.',
    comment: 'Invitation and reset pages: the two passwords differ.',
  },
  passwordLength: /*i18n*/ {
    id: 'users.passwordLength',
    message: 'Choose a password of {min} to {max} characters.',
    comment: 'Invitation and reset pages: the password is too short or long.',
  },
  setPassword: /*i18n*/ {
    id: 'users.setPassword',
    message: 'Set password',
    comment: 'Invitation and reset pages: submit button.',
  },
  accepted: /*i18n*/ {
    id: 'users.accepted',
    message: 'Your account is ready. Sign in with {email}.',
    comment: 'Invitation page: done.',
  },
  resetDone: /*i18n*/ {
    id: 'users.resetDone',
    message: 'Your password is changed. Sign in with {email}.',
    comment: 'Reset page: done.',
  },
  goSignIn: /*i18n*/ {
    id: 'users.goSignIn',
    message: 'Go to sign-in',
    comment: 'Invitation and reset pages: button to the sign-in page.',
  },
  linkInvalid: /*i18n*/ {
    id: 'users.linkInvalid',
    message: 'This link does not work any more: it was used, withdrawn or has expired.',
    comment: 'Invitation and reset pages: the link is used, withdrawn or expired.',
  },
  invitationInvalidNext: /*i18n*/ {
    id: 'users.invitationInvalidNext',
    message:
      'Ask your administrator to send you a new invitation. If you already chose a password, sign in.',
    comment: 'Invitation page: what to do after an invalid link.',
  },
  resetInvalidNext: /*i18n*/ {
    id: 'users.resetInvalidNext',
    message: 'Ask for a new link: it works for 60 minutes.',
    comment: 'Reset page: what to do after an invalid link.',
  },
  askNewLink: /*i18n*/ {
    id: 'users.askNewLink',
    message: 'Ask for a new link',
    comment: 'Reset page: button to ask for a new link.',
  },
  forgot: /*i18n*/ {
    id: 'users.forgot',
    message: 'Forgot your password?',
    comment: 'Sign-in page: link to reset a forgotten password.',
  },
  forgotTitle: /*i18n*/ {
    id: 'users.forgotTitle',
    message: 'Reset your password',
    comment: 'Forgotten password form: title.',
  },
  forgotLead: /*i18n*/ {
    id: 'users.forgotLead',
    message:
      'Enter the e-mail address you sign in with. We send you a link to choose a new password.',
    comment: 'Forgotten password form: what to do.',
  },
  sendLink: /*i18n*/ {
    id: 'users.sendLink',
    message: 'Send link',
    comment: 'Forgotten password form: submit button.',
  },
  forgotSent: /*i18n*/ {
    id: 'users.forgotSent',
    message:
      'If {email} has an account, a link to choose a new password is on its way. It works for 60 minutes.',
    comment: 'Forgotten password form: sent (never says whether the address has an account).',
  },
  backToSignIn: /*i18n*/ {
    id: 'users.backToSignIn',
    message: 'Back to sign-in',
    comment: 'Forgotten password form: back to the sign-in.',
  },
} as const satisfies Record<string, MessageDescriptor>;
