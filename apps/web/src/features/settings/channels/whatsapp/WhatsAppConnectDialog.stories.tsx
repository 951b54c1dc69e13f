import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WhatsAppConnectDialog } from './WhatsAppConnectDialog.js';
import { CAUSE, STORY_NOW, storyCodeSent, storyViews } from './whatsapp.story-data.js';

const meta = {
  title: 'Settings/Channels/WhatsApp connect',
  component: WhatsAppConnectDialog,
  args: {
    open: true,
    view: storyViews.accounts,
    now: STORY_NOW,
    onChooseAccount: fn(),
    onChooseNumber: fn(),
    onAddNumber: fn(),
    onRemoveNumber: fn(),
    onSendCode: fn(),
    onVerifyCode: fn(),
    onActivate: fn(),
    onRetry: fn(),
    onBack: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WhatsAppConnectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const problem = (kind: 'accounts' | 'numbers' | 'addNumber' | 'connect', message: string) => ({
  kind,
  error: { status: kind === 'addNumber' ? 400 : 503, message },
});

/** Step 1: the business accounts, with Meta's verification in words. */
export const BusinessAccounts: Story = {};

/** Step 1 while the accounts load. */
export const BusinessAccountsLoading: Story = {
  args: { view: { ...storyViews.accounts, loading: true, accounts: [] } },
};

/** Step 1 failed to load: the reason and Try again. */
export const BusinessAccountsFailed: Story = {
  args: {
    view: {
      ...storyViews.accounts,
      problem: problem('accounts', 'The WhatsApp Business Platform did not answer.'),
    },
  },
};

/** Step 2: the numbers — one connected, one to connect, one with a rejected name. */
export const Numbers: Story = { args: { view: storyViews.numbers } };

/** Step 2 with the add-number form open. */
export const AddNumber: Story = { args: { view: storyViews.numbers, adding: true } };

/** Step 2: a number was not added, with the server's reason. */
export const AddNumberFailed: Story = {
  args: {
    view: {
      ...storyViews.numbers,
      problem: problem('addNumber', 'The number +44 20 7946 0321 is already in this account.'),
    },
    adding: true,
  },
};

/** Step 2: a number being chosen. */
export const ChoosingNumber: Story = {
  args: { view: { ...storyViews.numbers, busy: 'choosing', numberId: 'pn-0321' } },
};

/** Step 3 before a code is sent. */
export const Code: Story = { args: { view: storyViews.code } };

/** Step 3: the code is sent; another may be asked for in 0:42. */
export const CodeSent: Story = {
  args: { view: { ...storyViews.code, send: 'sent', sent: storyCodeSent } },
};

/** Step 3: asking again too early, as the server answers it. */
export const CodeSendFailed: Story = {
  args: {
    view: {
      ...storyViews.code,
      send: 'error',
      sendError: { status: 429, message: 'Ask for a new code after 10:01.' },
    },
  },
};

/** Step 3: a wrong code. */
export const CodeWrong: Story = {
  args: {
    view: {
      ...storyViews.code,
      send: 'sent',
      sent: storyCodeSent,
      verify: 'error',
      verifyError: { status: 400, message: 'The code is not the one sent (136025).' },
    },
  },
};

/** Step 4: ready to activate. */
export const Activate: Story = { args: { view: storyViews.activate } };

/** Step 4: activating. */
export const Activating: Story = {
  args: { view: { ...storyViews.activate, busy: 'activating' } },
};

/** Step 4: the activation failed; its cause, and that the message clears itself. */
export const ActivationFailed: Story = {
  args: {
    view: { ...storyViews.activate, activation: { state: 'failed', cause: CAUSE } },
  },
};

/** Step 4: the deployment's check failed. */
export const VerifyFailed: Story = {
  args: {
    view: {
      ...storyViews.activate,
      activation: { state: 'activated', cause: null },
      channel: { ...storyViews.activate.channel, status: 'ACTIVE' },
      verifyError: { status: 409, message: 'The number is not registered on WhatsApp yet.' },
    },
  },
};

/** Step 4: adding the channel failed. */
export const ConnectFailed: Story = {
  args: {
    view: {
      ...storyViews.activate,
      channel: { ...storyViews.activate.channel, status: 'ACTIVE' },
      problem: problem('connect', 'The number is not verified on its deployment.'),
    },
  },
};

/** Step 5: connected, with the channel's page and the inbox. */
export const Connected: Story = { args: { view: storyViews.connected } };
