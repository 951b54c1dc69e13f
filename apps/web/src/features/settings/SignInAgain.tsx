import { useLingui } from '@lingui/react';
import { settingsMessages } from '@smm/i18n';
import { Banner, Button } from '@smm/ui';

/**
 * Says that a change of the sign-in details needs a recent sign-in (the server's 401
 * `RECENT_SIGN_IN_REQUIRED`), with the way to do it: signing in again brings the person back to
 * their profile.
 */
export function SignInAgain({ onSignInAgain }: { readonly onSignInAgain: () => void }) {
  const { i18n } = useLingui();
  return (
    <Banner
      tone="warning"
      role="alert"
      action={
        <Button type="button" variant="secondary" onClick={onSignInAgain}>
          {i18n._(settingsMessages.signInAgain)}
        </Button>
      }
    >
      {i18n._(settingsMessages.signInAgainNeeded)}
    </Banner>
  );
}
