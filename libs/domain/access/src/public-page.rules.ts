/** A page reached signed out through an e-mailed link (decision 0040). */
export interface AccountLinkPage {
  /** `invitation`: choose a password and join; `resetPassword`: choose a new password. */
  readonly page: 'invitation' | 'resetPassword';
  /** The link's single-use token. */
  readonly token: string;
}

const PAGES = [
  ['invitation', 'invitation'],
  ['reset-password', 'resetPassword'],
] as const;

/**
 * The page of an invitation's or a password reset's link (`#/invitation/{token}`,
 * `#/reset-password/{token}`, as the e-mails link them), or null for any other route. These
 * pages open whether or not someone is signed in: they are for a person without a session.
 *
 * @example
 * accountLinkPage('/invitation/Ab_-9') // { page: 'invitation', token: 'Ab_-9' }
 * accountLinkPage('/reset-password/xyz?lang=de') // { page: 'resetPassword', token: 'xyz' }
 * accountLinkPage('/home') // null
 */
export function accountLinkPage(path: string): AccountLinkPage | null {
  const bare = path.split('?')[0] ?? '';
  for (const [segment, page] of PAGES) {
    const token = new RegExp(`^/${segment}/([\\w-]+)$`).exec(bare)?.[1];
    if (token) return { page, token };
  }
  return null;
}
