import * as t from 'io-ts';
import { Id, nullable } from './codec.utils.js';

/** What one user is viewing and editing (platform §3). */
export const Presence = t.type(
  { userId: Id, viewingId: nullable(Id), editingId: nullable(Id) },
  'Presence',
);
export type Presence = t.TypeOf<typeof Presence>;

/** The label for a present user the viewer does not know (platform §6). */
export const ANONYMOUS_PRESENCE_LABEL = 'Someone else from another team';
