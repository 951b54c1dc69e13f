import { accountLinkPage } from '@smm/access';
import { useEffect, useMemo, useState } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { AccountLinkPage } from './features/sign-in/AccountLinkPage.js';
import { accountLinkCalls } from './features/sign-in/account-links.calls.js';
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
 * page, signed in or not; so do an invitation's and a password reset's links (for a person
 * without a session: whoever is signed in here is signed out when they go on to sign in).
 */
export function App({ session }: { readonly session: Session }) {
  const [signedIn, setSignedIn] = useState(session.signedIn());
  const [email, setEmail] = useState<string | undefined>();
  const [forgot, setForgot] = useState(false);
  const [location, navigate] = useHashLocation();
  const links = useMemo(() => accountLinkCalls(session.api), [session.api]);
  useEffect(() => session.onEnded(() => setSignedIn(false)), [session]);
  const link = accountLinkPage(location);
  if (link !== null) {
    const toSignIn = (address: string | null, askNewLink = false) => {
      if (address !== null) setEmail(address);
      setForgot(askNewLink);
      // The page is for a person without a session: whoever was signed in here goes.
      void (signedIn ? session.signOut() : Promise.resolve()).finally(() => {
        setSignedIn(false);
        navigate('/home', { replace: true });
      });
    };
    return (
      <Toasts>
        <AccountLinkPage
          key={link.token}
          link={link}
          setPassword={link.page === 'invitation' ? links.acceptInvitation : links.resetPassword}
          onSignIn={(address) => toSignIn(address)}
          onAskNewLink={() => toSignIn(null, true)}
        />
      </Toasts>
    );
  }
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
          key={`${email ?? ''}|${forgot}`}
          email={email}
          forgot={forgot}
          requestReset={links.requestReset}
          onSignIn={async (address, password) => {
            await session.signIn(address, password);
            setSignedIn(true);
          }}
        />
      )}
    </Toasts>
  );
}
