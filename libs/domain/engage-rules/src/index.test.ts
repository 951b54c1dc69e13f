import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public API', () => {
  // These names are imported by other teams and by the API server: renaming one breaks them.
  it.each([
    'capabilitiesOf',
    'canReply',
    'canSendMessage',
    'canDelete',
    'canHide',
    'canLike',
    'canRepost',
    'canQuote',
    'canEdit',
    'canPrivateReply',
    'canChangeSentiment',
    'canMarkSpam',
    'canSetPriority',
    'canAssign',
    'canLabel',
    'isViewOnly',
    'isDirectMessage',
    'isOwn',
    'isDeleted',
    'replyLabel',
    'likeIcon',
    'senderName',
    'repostKind',
    'sentimentOf',
    'isEmojiOnly',
    'maxReplyLength',
    'maxPostLength',
    'validateReply',
    'validatePost',
    'bulkEstimate',
    'bulkActionsFor',
    'identityNotice',
  ])('exports %s as a function', (name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });
});
