import type { ApiClient } from '@smm/api-client';
import type { User } from '@smm/model';

/** Merging people who are the same person across networks (built on its own branch). */
export default function MergePage(_props: { readonly api: ApiClient; readonly me: User }) {
  return <div data-audience-page="merge" />;
}
