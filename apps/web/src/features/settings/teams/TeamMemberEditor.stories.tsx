import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TeamMemberEditor, type EditorMember } from './TeamMemberEditor.js';

const allowed = { allowed: true } as const;
const leadingTeam = { allowed: false, reason: 'leadingTeam' } as const;

const lee: EditorMember = {
  id: 'u-lee',
  name: 'Lee Lead',
  email: 'lead@demo.test',
  role: 'EDITOR',
  isAdmin: false,
  isSelf: false,
  rights: { changeRole: allowed, remove: allowed },
};
const mo: EditorMember = {
  id: 'u-mo',
  name: 'Mo Moderator',
  email: 'moderator@demo.test',
  role: 'MODERATOR',
  isAdmin: false,
  isSelf: false,
  rights: { changeRole: allowed, remove: allowed },
};
const members: EditorMember[] = [
  lee,
  mo,
  {
    id: 'u-vi',
    name: 'Vi Viewer',
    email: 'viewer@demo.test',
    role: 'VIEW_ONLY',
    isAdmin: false,
    isSelf: false,
    rights: { changeRole: allowed, remove: allowed },
  },
];

const meta = {
  title: 'Settings/Teams/Team member editor',
  component: TeamMemberEditor,
  args: {
    members,
    candidates: [
      { id: 'u-eddie', name: 'Eddie Editor', email: 'editor@demo.test' },
      { id: 'u-sam', name: 'Sam Social', email: 'sam@demo.test' },
    ],
    addRight: allowed,
    busy: null,
    onAdd: fn(),
    onChangeRole: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamMemberEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: changes every role, removes anyone, adds a person with a role. */
export const Administrator: Story = {};

/**
 * A team leader in a team that makes its members leaders: they change the others' roles, not
 * their own, and add or remove nobody — each with the reason.
 */
export const TeamLeader: Story = {
  args: {
    addRight: leadingTeam,
    candidates: [],
    members: [
      {
        ...lee,
        isSelf: true,
        rights: { changeRole: { allowed: false, reason: 'ownRole' }, remove: leadingTeam },
      },
      { ...mo, rights: { changeRole: allowed, remove: leadingTeam } },
      {
        id: 'u-admin',
        name: 'An administrator',
        email: '',
        role: 'EDITOR',
        isAdmin: true,
        isSelf: false,
        rights: {
          changeRole: { allowed: false, reason: 'administrator' },
          remove: { allowed: false, reason: 'administrator' },
        },
      },
    ],
  },
};

/** A new team: nobody in it yet. */
export const Empty: Story = { args: { members: [] } };

/** Everyone is in the team already. */
export const NobodyToAdd: Story = { args: { candidates: [] } };

/** While a member's removal is saved. */
export const Busy: Story = { args: { busy: 'u-mo' } };
