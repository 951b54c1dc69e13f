import type { ExportStatus } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExportDialog } from './ExportDialog.js';

let polls = 0;
const calls = {
  startExport: async (): Promise<ExportStatus> => {
    polls = 0;
    return { id: 'e1', status: 'PENDING' };
  },
  exportStatus: async (): Promise<ExportStatus> =>
    ++polls < 2
      ? { id: 'e1', status: 'RUNNING' }
      : { id: 'e1', status: 'DONE', rowCount: 128, downloadUrl: '#download' },
};

const meta = {
  title: 'Engage/Export dialog',
  component: ExportDialog,
  args: {
    open: true,
    onClose: fn(),
    calls,
    networks: ['facebook', 'instagram', 'twitter', 'linkedIn'],
    defaults: { networks: ['facebook'], types: ['comment'] },
  },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choices; "Export" runs a simulated job to its download link. */
export const Choices: Story = {};

/** An export that cannot start. */
export const StartFails: Story = {
  args: {
    calls: {
      ...calls,
      startExport: async () => {
        throw new Error('from: the start is after the end.');
      },
    },
  },
};
