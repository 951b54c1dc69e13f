import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListenFrame } from './ListenFrame.js';

/** A stand-in for the tool: the stories have no listening tool to frame. */
const TOOL_PAGE = `data:text/html,${encodeURIComponent(
  '<body style="font:14px system-ui;margin:1rem"><h1>Listening tool</h1><p>Queries, volume and posts show here.</p></body>',
)}`;

const meta = {
  title: 'Listen/Listen frame',
  component: ListenFrame,
  args: { state: { kind: 'shown', frameUrl: TOOL_PAGE }, onReload: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '600px', padding: '1rem', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListenFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tool loaded in the frame, which fills the area under the heading. */
export const Shown: Story = {};

/** Opening: the token is being issued or the tool has not said it loaded yet. */
export const Opening: Story = { args: { state: { kind: 'opening', frameUrl: null } } };

/** The product could not prepare the tool (the server did not answer). */
export const OpenFailed: Story = { args: { state: { kind: 'failed', reason: 'open' } } };

/** The tool did not say it loaded in time: it is down. */
export const ToolDown: Story = { args: { state: { kind: 'failed', reason: 'down' } } };

/** The organisation's package has no Listen. */
export const NotIncluded: Story = { args: { state: { kind: 'failed', reason: 'forbidden' } } };
