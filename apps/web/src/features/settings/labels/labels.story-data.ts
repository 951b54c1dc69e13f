import type { LabelJob, LabelUsage } from '@smm/model';

/** Labels as the demo organisation might have them, for stories and tests. */
export const storyLabels: readonly LabelUsage[] = [
  { id: 'label-complaint', name: 'Complaint', color: '#d64545', items: 128 },
  { id: 'label-praise', name: 'Praise', color: '#2f9e44', items: 1 },
  { id: 'label-question', name: 'Product question', color: '#1c7ed6', items: 0 },
  {
    id: 'label-long',
    name: 'Escalated to the regional customer care team (urgent)',
    color: '#7048e8',
    items: 12_480,
  },
];

/** A deletion on its way, for stories and tests. */
export const storyJob: LabelJob = {
  id: 'job-1',
  kind: 'delete',
  labelId: 'label-old',
  labelName: 'Old campaign',
  targetId: null,
  targetName: null,
  state: 'running',
  total: 400,
  processed: 120,
  createdAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
};
