import type { ApiClient } from '@smm/api-client';
import type { User } from '@smm/model';

/** Importing people from a CSV file (built on its own branch). */
export default function ImportPage(_props: { readonly api: ApiClient; readonly me: User }) {
  return <div data-audience-page="import" />;
}
