import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationLine } from './NotificationLine.js';
import { STORY_NOW, storyNotices } from './notification.story-data.js';

const notice = (id: string) => {
  const found = storyNotices.find((entry) => entry.id === id);
  if (!found) throw new Error(`No story notice ${id}`);
  return found;
};

const meta = {
  title: 'Shell/NotificationLine',
  component: NotificationLine,
  args: { entry: notice('101'), now: STORY_NOW, onOpen: fn(), onMark: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread mention: bold, with the marker; its text opens the item. */
export const UnreadMention: Story = {};

/** A feed alert counting the new items. */
export const FeedAlert: Story = { args: { entry: notice('100') } };

/** A read export: opening it downloads the file. */
export const ReadExport: Story = { args: { entry: notice('99') } };

/** A channel to connect again, a day old: it opens the channel's settings. */
export const Channel: Story = { args: { entry: notice('98') } };

/** A type the app does not know: the server's English wording, and nowhere to go. */
export const UnknownType: Story = { args: { entry: notice('97') } };

/** The compact line of the platform menu's list. */
export const Compact: Story = { args: { variant: 'compact' } };

/** Every kind, as the centre lists them. */
export const List: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {storyNotices.map((entry) => (
        <li key={entry.id}>
          <NotificationLine {...args} entry={entry} />
        </li>
      ))}
    </ul>
  ),
};
