import { useState } from 'react';
import { SignInPage } from './features/sign-in/SignInPage.js';
import { SignedIn } from './shell/SignedIn.js';
import { Toasts } from './shell/toasts.js';
import type { Session } from './session/session.js';

/**
 * The app: the sign-in page without a session, else the signed-in app (bootstrap, shell,
 * routes), with toasts over both. Signing out, or a session that can no longer be refreshed,
 * comes back here.
 */
export function App({ session }: { readonly session: Session }) {
  const [signedIn, setSignedIn] = useState(session.signedIn());
  return (
    <Toasts>
      {signedIn ? (
        <SignedIn session={session} onSignedOut={() => setSignedIn(false)} />
      ) : (
        <SignInPage
          onSignIn={async (email, password) => {
            await session.signIn(email, password);
            setSignedIn(true);
          }}
        />
      )}
    </Toasts>
  );
}
