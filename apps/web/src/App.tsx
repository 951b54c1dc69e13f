import { useEffect, useState } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { ConfirmEmailPage } from './features/sign-in/ConfirmEmailPage.js';
import { confirmEmail, confirmationToken } from './features/sign-in/confirm-email.calls.js';
import { SignInPage } from './features/sign-in/SignInPage.js';
import { SignedIn } from './shell/SignedIn.js';
import { Toasts } from './shell/toasts.js';
import type { Session } from './session/session.js';

/**
 * The app: the sign-in page without a session, else the signed-in app (bootstrap, shell,
 * routes), with toasts over both. Signing out, or a session that can no longer be refreshed or
 * that the server ended, comes back here. An e-mail change's confirmation link opens its own
 * page, signed in or not.
 */
export function App({ session }: { readonly session: Session }) {
  const [signedIn, setSignedIn] = useState(session.signedIn());
  const [email, setEmail] = useState<string | undefined>();
  const [location, navigate] = useHashLocation();
  useEffect(() => session.onEnded(() => setSignedIn(false)), [session]);
  const token = confirmationToken(location);
  if (token !== null) {
    return (
      <Toasts>
        <ConfirmEmailPage
          token={token}
          confirm={(value) => confirmEmail(session.api, value)}
          onContinue={(confirmed) => {
            if (confirmed === null) {
              navigate('/settings/profile', { replace: true });
              return;
            }
            // The change ended every session, this browser's too: sign in with the new address.
            setEmail(confirmed);
            void session.signOut().finally(() => {
              setSignedIn(false);
              navigate('/home', { replace: true });
            });
          }}
        />
      </Toasts>
    );
  }
  return (
    <Toasts>
      {signedIn ? (
        <SignedIn session={session} onSignedOut={() => setSignedIn(false)} />
      ) : (
        <SignInPage
          email={email}
          onSignIn={async (address, password) => {
            await session.signIn(address, password);
            setSignedIn(true);
          }}
        />
      )}
    </Toasts>
  );
}
