import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_LINK_INVALID_ERROR_CODE } from '@smm/model';
import { fn } from 'storybook/test';
import { AccountLinkPage } from './AccountLinkPage.js';

/** What the server answers, after a moment (as over a network). */
const answer = (outcome: () => string) => () =>
  new Promise<string>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(outcome());
      } catch (error) {
        reject(error);
      }
    }, 600),
  );

const spent = answer(() => {
  throw { status: 400, errorCode: ACCOUNT_LINK_INVALID_ERROR_CODE, message: 'Spent' };
});

const meta = {
  title: 'Sign-in/AccountLinkPage',
  component: AccountLinkPage,
  parameters: { layout: 'fullscreen' },
  args: {
    link: { page: 'invitation', token: 'a-token-from-the-link' },
    setPassword: answer(() => 'ivy@demo.test'),
    onSignIn: fn(),
    onAskNewLink: fn(),
  },
} satisfies Meta<typeof AccountLinkPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An invitation's link: choose a password twice (then sign in with the address filled in). */
export const Invitation: Story = {};

/** A reset's link: choose a new password; every session ends. */
export const PasswordReset: Story = {
  args: { link: { page: 'resetPassword', token: 'a-token-from-the-link' } },
};

/** An invitation withdrawn, used or older than 7 days: ask the administrator again. */
export const InvitationSpent: Story = { args: { setPassword: spent } };

/** A reset link used or older than 60 minutes: ask for a new one. */
export const ResetSpent: Story = {
  args: { link: { page: 'resetPassword', token: 'a-token' }, setPassword: spent },
};
