import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMAIL_CONFIRMATION_INVALID_ERROR_CODE } from '@smm/model';
import { fn } from 'storybook/test';
import { ConfirmEmailPage } from './ConfirmEmailPage.js';

/** What the server answers to the confirmation, after a moment (as over a network). */
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

const meta = {
  title: 'Sign-in/ConfirmEmailPage',
  component: ConfirmEmailPage,
  parameters: { layout: 'fullscreen' },
  args: {
    token: 'a-token-from-the-link',
    confirm: answer(() => 'ada@new.example'),
    onContinue: fn(),
  },
} satisfies Meta<typeof ConfirmEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: it asks before it confirms (click Confirm for the new address). */
export const Asking: Story = {};

/** A link already used or older than 24 hours. */
export const LinkSpent: Story = {
  args: {
    confirm: answer(() => {
      throw { status: 400, errorCode: EMAIL_CONFIRMATION_INVALID_ERROR_CODE, message: 'Spent' };
    }),
  },
};

/** Someone took the address meanwhile. */
export const AddressTaken: Story = {
  args: {
    confirm: answer(() => {
      throw { status: 409, message: 'This e-mail address is already in use.' };
    }),
  },
};
