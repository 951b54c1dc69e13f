import type { PackageName } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import type { PublishPost, User } from '@smm/model';

/** What the publish area gives the composer (`ComposerDialog`, loaded lazily). */
export interface ComposerProps {
  readonly api: ApiClient;
  readonly me: User;
  /** The promote option is hidden where the package has no promote. */
  readonly packageName: PackageName;
  /** The zone the date and time are read in (`personTimeZone`). */
  readonly timeZone: string;
  /** The post to edit; absent: a new post. */
  readonly post?: PublishPost;
  /** A new post's suggested local date (`YYYY-MM-DD`) and time (`HH:mm`), e.g. from a calendar cell. */
  readonly initialDate?: string;
  readonly initialTime?: string;
  readonly onClose: () => void;
  /** The post as the server saved it. */
  readonly onSaved: (post: PublishPost) => void;
}
