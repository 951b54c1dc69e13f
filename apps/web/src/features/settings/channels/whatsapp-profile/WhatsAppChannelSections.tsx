import type { ApiClient } from '@smm/api-client';
import { useMemo } from 'react';
import { NumbersSection } from './NumbersSection.js';
import { ProfileSection } from './ProfileSection.js';
import { TemplatesSection } from './TemplatesSection.js';
import { whatsappProfileCalls } from './whatsapp-profile.calls.js';

/**
 * What a WhatsApp channel's page shows beyond every channel's (decision 0067): its business
 * profile and photo, the numbers of its business account, and its message templates.
 */
export function WhatsAppChannelSections(props: {
  readonly api: ApiClient;
  readonly channelId: string;
}) {
  const calls = useMemo(() => whatsappProfileCalls(props.api), [props.api]);
  return (
    <>
      <ProfileSection calls={calls} channelId={props.channelId} />
      <NumbersSection calls={calls} channelId={props.channelId} />
      <TemplatesSection calls={calls} channelId={props.channelId} />
    </>
  );
}
