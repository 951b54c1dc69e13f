import type { User } from '@smm/model';
import type { AudienceCalls } from './audience.calls.js';

/** A section of the Audience area. */
export default function OverviewPage(_props: { readonly calls: AudienceCalls; readonly me: User }) {
  return <div />;
}
