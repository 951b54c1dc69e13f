import type { ResponseTemplate, Team, User } from '@smm/model';
import { makeTeam, makeUser } from '@smm/model/testing';
import { vars } from '@smm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { fn } from 'storybook/test';
import { Toasts } from '../../../shell/toasts.js';
import type { EngageCalls } from '../engage.calls.js';
import { type EngageEnv, EngageProvider } from '../engage.context.js';
import { storyCalls, storyEnv } from '../engage.story-env.js';
import { TemplatePicker } from './TemplatePicker.js';

const admin = makeUser({ id: 'u-ada', name: 'Ada Admin', isAdmin: true });
const agent = makeUser({ id: 'u-ben', name: 'Ben Okafor', isAdmin: false, teamIds: ['t-care'] });
const care = makeTeam({
  id: 't-care',
  name: 'Customer Care',
  userIds: ['u-ben'],
  permissions: {
    manageAdAccounts: false,
    manageChannels: false,
    manageTemplates: false,
    manageUser: false,
  },
});

const sample = (): ResponseTemplate[] =>
  [
    ['Apology for a delay', 'We are sorry your order is late. We are looking into it right now.'],
    ['Ask for the order number', 'Could you send us your order number in a private message?'],
    ['Closing hours', 'We are open Monday to Saturday, 8:00 to 19:00.'],
    ['Refund sent', 'Your refund is on its way; it takes 3 to 5 working days to arrive.'],
    ['Remboursement', 'Votre commande sera remboursée sous 5 jours ouvrés.'],
    ['Thanks for the review', 'Thank you for your kind words, see you soon!'],
    ['Vegan options', 'All our pastries marked with a leaf are vegan.'],
    ['Welcome', 'Hi! Thanks for writing to us. How can we help?'],
  ].map(([name, text], index) => ({ id: `t-${index + 1}`, name: name ?? '', text: text ?? '' }));

const later = <T,>(value: () => T, ms = 400) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

/** The engage calls of a story: the template calls on an in-memory list; the others reject. */
function fakeCalls(
  templates: ResponseTemplate[],
  failing: { load?: boolean; save?: boolean },
): EngageCalls {
  let created = 0;
  const refuse = () => {
    if (failing.save) throw { status: 503, message: 'The templates service is not answering' };
  };
  const calls: Partial<EngageCalls> = {
    templates: () =>
      later(() => {
        if (failing.load) throw { status: 503, message: 'The templates service is not answering' };
        return [...templates];
      }),
    createTemplate: (name, text) =>
      later(() => {
        refuse();
        created += 1;
        const template = { id: `t-new-${created}`, name, text };
        templates.push(template);
        return template;
      }),
    updateTemplate: (id, name, text) =>
      later(() => {
        refuse();
        const template = { id, name, text };
        templates.splice(
          templates.findIndex((t) => t.id === id),
          1,
          template,
        );
        return template;
      }),
    deleteTemplate: (id) =>
      later(() => {
        refuse();
        templates.splice(
          templates.findIndex((t) => t.id === id),
          1,
        );
      }),
  };
  return storyCalls(calls);
}

function makeEnv(me: User, teams: Team[], calls: EngageCalls): EngageEnv {
  return storyEnv({ calls, me, teams, colleagues: [admin, agent] });
}

interface FrameProps {
  readonly templates: () => ResponseTemplate[];
  readonly me?: User;
  readonly teams?: Team[];
  readonly failLoad?: boolean;
  readonly failSave?: boolean;
  readonly onInsert: (text: string) => void;
}

/** A reply box with the Templates button beside it; inserting puts the text at the cursor. */
function ReplyBox(props: FrameProps) {
  const [env] = useState(() =>
    makeEnv(
      props.me ?? admin,
      props.teams ?? [care],
      fakeCalls(props.templates(), {
        load: props.failLoad ?? false,
        save: props.failSave ?? false,
      }),
    ),
  );
  const [reply, setReply] = useState('');
  const replyId = useId();
  return (
    <Toasts>
      <EngageProvider value={env}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: 520 }}>
          <label htmlFor={replyId}>Reply</label>
          <textarea
            id={replyId}
            rows={4}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
          <div>
            <TemplatePicker
              conversationId="c-1"
              onInsert={(text) => {
                props.onInsert(text);
                setReply((current) => current + text);
                document.getElementById(replyId)?.focus();
              }}
            />
          </div>
        </div>
      </EngageProvider>
    </Toasts>
  );
}

const meta = {
  title: 'Engage/Response templates',
  component: ReplyBox,
  args: { templates: sample, onInsert: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReplyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An administrator: eight templates with a filter (try "rembourse"), Insert, and New template,
 * Edit and Delete with their toasts.
 */
export const Manager: Story = {};

/** An agent whose teams may not manage templates: the list and Insert only. */
export const Agent: Story = { args: { me: agent } };

/** A member of a team with the manage-templates permission manages them too. */
export const TeamManager: Story = {
  args: {
    me: agent,
    teams: [
      {
        ...care,
        permissions: {
          manageAdAccounts: false,
          manageChannels: false,
          manageTemplates: true,
          manageUser: false,
        },
      },
    ],
  },
};

/** No template fits the conversation: the empty state offers to create one. */
export const Empty: Story = { args: { templates: () => [] } };

/** Three templates: no filter box. */
export const Short: Story = { args: { templates: () => sample().slice(0, 3) } };

/** Loading fails: "Could not load Engage templates" as a toast and in the dialog, with a retry. */
export const LoadFails: Story = { args: { failLoad: true } };

/** Saving and deleting fail: "Could not create / update / delete Engage template". */
export const SaveFails: Story = { args: { failSave: true } };
