import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_ZONE, storyPost } from '../publish.story-data.js';
import { ApprovalQueue } from './ApprovalQueue.js';

const waiting = [
  storyPost(
    'a1',
    'pendingApproval',
    '2026-11-27T08:00:00.000Z',
    ['instagram'],
    'Behind the scenes at the roastery: how we pick our beans, from the farm to your cup. #coffee #roastery',
  ),
  storyPost(
    'a2',
    'pendingApproval',
    '2026-11-28T10:00:00.000Z',
    ['facebook', 'twitter', 'linkedIn'],
    'Saturday: free tasting in every shop from 10 to 12.',
    { createdBy: { id: 'u-eddie', name: 'Eddie Editor' } },
  ),
  storyPost(
    'a3',
    'pendingApproval',
    '2026-11-26T08:00:00.000Z',
    ['twitter'],
    'No time asked for: this one goes out when approved.',
    { scheduledAt: null },
  ),
];

const meta = {
  title: 'Publish/ApprovalQueue',
  component: ApprovalQueue,
  args: { posts: waiting, zone: STORY_ZONE, onApprove: fn(), onReject: fn(), onOpen: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApprovalQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three posts waiting, one without a requested time. */
export const Waiting: Story = {};

/** Nothing to approve. */
export const Empty: Story = { args: { posts: [] } };
