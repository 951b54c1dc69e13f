import { useState } from 'react';
import { SignInPage } from './features/sign-in/SignInPage.js';
import { SignedIn } from './shell/SignedIn.js';
import type { Session } from './session/session.js';

/**
 * The app: the sign-in page without a session, else the signed-in app (bootstrap, shell,
 * routes). Signing out, or a session that can no longer be refreshed, comes back here.
 */
export function App({ session }: { readonly session: Session }) {
  const [signedIn, setSignedIn] = useState(session.signedIn());
  if (!signedIn) {
    return (
      <SignInPage
        onSignIn={async (email, password) => {
          await session.signIn(email, password);
          setSignedIn(true);
        }}
      />
    );
  }
  return <SignedIn session={session} onSignedOut={() => setSignedIn(false)} />;
}
