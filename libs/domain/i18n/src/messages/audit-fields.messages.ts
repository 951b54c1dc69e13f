import type { MessageDescriptor } from '@lingui/core';

/**
 * The names of the fields and targets audit entries record (`before`, `after`, `target.type`),
 * by the key the server writes; a key without a name here is shown as written.
 */
export const auditFieldMessages: Readonly<Record<string, MessageDescriptor>> = {
  name: /*i18n*/ {
    id: 'auditField.name',
    message: 'Name',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (name).',
  },
  color: /*i18n*/ {
    id: 'auditField.color',
    message: 'Colour',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (color).',
  },
  email: /*i18n*/ {
    id: 'auditField.email',
    message: 'E-mail',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (email).',
  },
  firstName: /*i18n*/ {
    id: 'auditField.firstName',
    message: 'First name',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (firstName).',
  },
  lastName: /*i18n*/ {
    id: 'auditField.lastName',
    message: 'Last name',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (lastName).',
  },
  isAdmin: /*i18n*/ {
    id: 'auditField.isAdmin',
    message: 'Administrator',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (isAdmin).',
  },
  defaultChannelRole: /*i18n*/ {
    id: 'auditField.defaultChannelRole',
    message: 'Default channel role',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (defaultChannelRole).',
  },
  teams: /*i18n*/ {
    id: 'auditField.teams',
    message: 'Teams',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (teams).',
  },
  expiresAt: /*i18n*/ {
    id: 'auditField.expiresAt',
    message: 'Link valid until',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (expiresAt).',
  },
  role: /*i18n*/ {
    id: 'auditField.role',
    message: 'Role',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (role).',
  },
  member: /*i18n*/ {
    id: 'auditField.member',
    message: 'Member',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (member).',
  },
  person: /*i18n*/ {
    id: 'auditField.person',
    message: 'Person',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (person).',
  },
  items: /*i18n*/ {
    id: 'auditField.items',
    message: 'Items',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (items).',
  },
  mergedInto: /*i18n*/ {
    id: 'auditField.mergedInto',
    message: 'Merged into',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (mergedInto).',
  },
  aiFeaturesEnabled: /*i18n*/ {
    id: 'auditField.aiFeaturesEnabled',
    message: 'AI features on',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (aiFeaturesEnabled).',
  },
  labelsRestricted: /*i18n*/ {
    id: 'auditField.labelsRestricted',
    message: 'Only administrators create labels',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (labelsRestricted).',
  },
  manageAdAccounts: /*i18n*/ {
    id: 'auditField.manageAdAccounts',
    message: 'Manage ad accounts',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (manageAdAccounts).',
  },
  manageChannels: /*i18n*/ {
    id: 'auditField.manageChannels',
    message: 'Manage channels',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (manageChannels).',
  },
  manageTemplates: /*i18n*/ {
    id: 'auditField.manageTemplates',
    message: 'Manage response templates',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (manageTemplates).',
  },
  manageUser: /*i18n*/ {
    id: 'auditField.manageUser',
    message: 'Lead the team',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (manageUser).',
  },
  itemsUnassigned: /*i18n*/ {
    id: 'auditField.itemsUnassigned',
    message: 'Items unassigned',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (itemsUnassigned).',
  },
  casesUnassigned: /*i18n*/ {
    id: 'auditField.casesUnassigned',
    message: 'Cases unassigned',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (casesUnassigned).',
  },
  feedsTransferred: /*i18n*/ {
    id: 'auditField.feedsTransferred',
    message: 'Feeds handed over',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (feedsTransferred).',
  },
  feedsRemoved: /*i18n*/ {
    id: 'auditField.feedsRemoved',
    message: 'Feeds removed',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (feedsRemoved).',
  },
  sharesRemoved: /*i18n*/ {
    id: 'auditField.sharesRemoved',
    message: 'Shares removed',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (sharesRemoved).',
  },
  inProduct: /*i18n*/ {
    id: 'auditField.inProduct',
    message: 'In the product',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (inProduct).',
  },
  mention: /*i18n*/ {
    id: 'auditField.mention',
    message: 'Mentions in notes',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (mention).',
  },
  assignment: /*i18n*/ {
    id: 'auditField.assignment',
    message: 'Assignments',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (assignment).',
  },
  feedShared: /*i18n*/ {
    id: 'auditField.feedShared',
    message: 'Shared feeds',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (feedShared).',
  },
  exportReady: /*i18n*/ {
    id: 'auditField.exportReady',
    message: 'Exports ready',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (exportReady).',
  },
  bulkFailed: /*i18n*/ {
    id: 'auditField.bulkFailed',
    message: 'Bulk actions with failures',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (bulkFailed).',
  },
  channelAttention: /*i18n*/ {
    id: 'auditField.channelAttention',
    message: 'Channels needing attention',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (channelAttention).',
  },
  maintenance: /*i18n*/ {
    id: 'auditField.maintenance',
    message: 'Maintenance notices',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (maintenance).',
  },
  user: /*i18n*/ {
    id: 'auditField.user',
    message: 'User',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (user).',
  },
  team: /*i18n*/ {
    id: 'auditField.team',
    message: 'Team',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (team).',
  },
  post: /*i18n*/ {
    id: 'auditField.post',
    message: 'Post',
    comment: 'Audit log: the name of what an entry was done to (a post of the publishing area).',
  },
  comment: /*i18n*/ {
    id: 'auditField.comment',
    message: 'Comment',
    comment: 'Audit log: the name of a recorded field (the approver’s comment on a rejected post).',
  },
  scheduledAt: /*i18n*/ {
    id: 'auditField.scheduledAt',
    message: 'Scheduled for',
    comment: 'Audit log: the name of a recorded field (when an approved post is published).',
  },
  channel: /*i18n*/ {
    id: 'auditField.channel',
    message: 'Channel',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (channel).',
  },
  label: /*i18n*/ {
    id: 'auditField.label',
    message: 'Label',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (label).',
  },
  setting: /*i18n*/ {
    id: 'auditField.setting',
    message: 'Setting',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (setting).',
  },
  notificationSettings: /*i18n*/ {
    id: 'auditField.notificationSettings',
    message: 'Notification settings',
    comment:
      'Audit log: the name of a changed field or of what an entry was done to (notificationSettings).',
  },
  members: /*i18n*/ {
    id: 'auditField.members',
    message: 'Members',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (members).',
  },
  channels: /*i18n*/ {
    id: 'auditField.channels',
    message: 'Channels',
    comment: 'Audit log: the name of a changed field or of what an entry was done to (channels).',
  },
};
