import type { User } from '@smm/model';
import type { AudienceCalls } from './audience.calls.js';

/** The saved audiences. */
export default function AudiencesPage(_props: {
  readonly calls: AudienceCalls;
  readonly me: User;
  readonly selectedId: string | null;
  readonly onChanged: () => void;
}) {
  return <div />;
}
