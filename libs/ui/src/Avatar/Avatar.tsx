import { useState } from 'react';
import * as styles from './Avatar.css.js';
import { initials } from './avatar.rules.js';

/** How big an avatar is: 24, 32 or 48 px. */
export type AvatarSize = keyof typeof styles.size;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's (or organisation's) name: the initials, and the default alternative text. */
  readonly name: string;
  /** The picture's address; without one (or when it fails to load) the initials are shown. */
  readonly src?: string;
  /** The alternative text, when it should say more than the name (e.g. "Profile picture of …"). */
  readonly alt?: string;
  readonly size?: AvatarSize;
  readonly className?: string;
}

/**
 * A round picture of a person, or their initials when there is no picture. Either way it is an
 * image named by `alt` (default: the name); with neither it is decorative.
 *
 * @example
 * <Avatar name="Ada Lovelace" src={user.avatarUrl} size="lg" />
 */
export function Avatar({ name, src, alt, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const classes = [styles.base, styles.size[size], className].filter(Boolean).join(' ');
  const label = alt ?? name;
  if (src !== undefined && src !== '' && failed !== src) {
    return <img className={classes} src={src} alt={label} onError={() => setFailed(src)} />;
  }
  // Without a name there is nothing to say: the avatar is decorative then.
  const a11y = label.trim() === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span className={classes} {...a11y}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
