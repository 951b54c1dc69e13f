import type { Db } from '../../db/database.js';

/**
 * Gives Demo Coffee the automation a care team keeps: thank-you reviews labelled Praise (active),
 * Instagram refund requests to Customer Care (paused), a spam rule being written (draft); a
 * welcome message and an away message outside opening hours on Facebook and WhatsApp.
 */
export async function seedAutomation(db: Db, orgId: string): Promise<void> {
  const [labels, teams, admin] = await Promise.all([
    db.selectFrom('labels').select(['id', 'name']).where('orgId', '=', orgId).execute(),
    db.selectFrom('teams').select(['id', 'name']).where('orgId', '=', orgId).execute(),
    db
      .selectFrom('users')
      .select('id')
      .where('orgId', '=', orgId)
      .where('isAdmin', '=', true)
      .orderBy('email')
      .executeTakeFirst(),
  ]);
  const label = (name: string) => labels.find((entry) => entry.name === name)?.id;
  const care = teams.find((team) => team.name === 'Customer Care')?.id;
  const praise = label('Praise');
  const orderIssue = label('Order issue');
  if (!praise || !orderIssue || !care) return;
  const text = (values: string[]) => ({
    field: 'text',
    operator: 'CONTAINS_ANY',
    valueType: 'string',
    values,
  });
  const rules = [
    {
      name: 'Thank-you reviews are Praise',
      status: 'active',
      conditions: [
        { field: 'messageType', operator: 'IS_ANY', valueType: 'enum', values: ['review'] },
        text(['thank', 'great', 'love', 'danke', 'merci', 'grazie']),
      ],
      actions: [{ type: 'engage.label', config: { labelIds: [praise] } }],
    },
    {
      name: 'Instagram refunds to Customer Care',
      status: 'paused',
      conditions: [
        { field: 'network', operator: 'IS_ANY', valueType: 'network', values: ['instagram'] },
        text(['refund', 'remboursement', 'erstattung', 'reembolso']),
      ],
      actions: [
        { type: 'engage.assign', config: { teamId: care } },
        { type: 'engage.label', config: { labelIds: [orderIssue] } },
      ],
    },
    {
      name: 'Hide spam links',
      status: 'draft',
      conditions: [text(['free followers', 'crypto giveaway', 'click my bio'])],
      actions: [
        { type: 'engage.hide', config: {} },
        { type: 'engage.markAsSpam', config: {} },
      ],
    },
  ];
  await db
    .insertInto('automationRules')
    .values(
      rules.map((rule, index) => ({
        orgId,
        name: rule.name,
        status: rule.status,
        matchMode: 'ALL',
        conditions: JSON.stringify(rule.conditions),
        actions: JSON.stringify(rule.actions),
        position: index + 1,
        createdBy: admin?.id ?? null,
        activatedAt: rule.status === 'draft' ? null : new Date(),
      })),
    )
    .execute();
  const channels = ['facebook-demo', 'whatsapp-demo'];
  const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({
    day,
    from: '09:00',
    to: '18:00',
  }));
  await db
    .insertInto('autoReplyGroups')
    .values([
      {
        orgId,
        name: 'Welcome',
        kind: 'WELCOME_MESSAGE',
        message: 'Thanks for your message! Someone from Demo Coffee answers within the hour.',
        channelIds: channels,
        timezone: 'Europe/Berlin',
      },
      {
        orgId,
        name: 'Outside opening hours',
        kind: 'AWAY_MESSAGE',
        message:
          'Thanks for writing! Our team is offline now and answers from 9:00 on the next working day (Berlin time).',
        channelIds: channels,
        timezone: 'Europe/Berlin',
        schedule: JSON.stringify([...weekdays, { day: 'SATURDAY', from: '10:00', to: '14:00' }]),
      },
    ])
    .execute();
}
