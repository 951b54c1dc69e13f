import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { makeUser } from '@smm/model/testing';
import { OrganisationFigures } from './OrganisationFigures.js';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const orgId = '7c1e4a52-6f43-4a8e-9a43-0c2b8f1f7d10';
const admin = makeUser({
  isAdmin: true,
  orgId,
  orgName: 'Demo Coffee',
  isTrialOrg: false,
  expiryDate: null,
});

const meta = {
  title: 'Settings/Organisation figures',
  component: OrganisationFigures,
  args: {
    me: admin,
    packageName: 'suite',
    now: NOW,
    onRetryCaps: fn(),
    caps: {
      kind: 'ready',
      data: [
        { capType: 'CHANNELS', orgId, cap: 50, count: 12 },
        { capType: 'USERS', orgId, cap: 25, count: 7 },
      ],
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrganisationFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suite without an end date: every product but benchmark, room on both caps. */
export const Suite: Story = {};

/** A trial of essentials with 19 days left and every user place taken. */
export const EssentialsTrial: Story = {
  args: {
    me: { ...admin, isTrialOrg: true, expiryDate: '2026-12-14T00:00:00.000Z' },
    packageName: 'essentials',
    caps: {
      kind: 'ready',
      data: [
        { capType: 'CHANNELS', orgId, cap: 10, count: 4 },
        { capType: 'USERS', orgId, cap: 5, count: 5 },
      ],
    },
  },
};

/** The usage figures could not be read. */
export const CapsFailed: Story = {
  args: { caps: { kind: 'failed', message: 'The server did not answer in time.' } },
};

/** While the usage figures load. */
export const Loading: Story = { args: { caps: { kind: 'loading' } } };
