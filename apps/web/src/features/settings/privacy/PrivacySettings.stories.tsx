import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCEPT_ALL } from '@smm/model';
import { fn } from 'storybook/test';
import { PrivacySettings } from './PrivacySettings.js';

const decided = { categories: ACCEPT_ALL, decidedAt: '2026-11-20T09:30:00.000Z' };

const meta = {
  title: 'Settings/Privacy',
  component: PrivacySettings,
  args: {
    state: { kind: 'known', consent: decided },
    timeZone: 'Europe/Berlin',
    onSave: fn(async () => decided),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PrivacySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person who accepted all: when, and the five switches. */
export const Decided: Story = {};

/** A person who has not decided: no analytics until they do. */
export const NotDecided: Story = { args: { state: { kind: 'known', consent: null } } };

/** While the choice loads. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** The choice could not be loaded: why, and a way to try again. */
export const LoadFailed: Story = {
  args: { state: { kind: 'failed', message: 'The server could not be reached.' } },
};
