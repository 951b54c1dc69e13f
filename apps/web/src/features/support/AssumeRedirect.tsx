import { useLingui } from '@lingui/react';
import { supportMessages as m, translate } from '@smm/i18n';
import type { User } from '@smm/model';
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../shell/toasts.js';

/**
 * The account assumption landing (`#/assume-redirect`, platform §2): the app has just started
 * as the assumed person; it says whose account this is and goes on to their home. Reached
 * without assuming, it goes to support staff's screen, or home.
 */
export function AssumeRedirect(props: {
  readonly me: User;
  readonly assuming: boolean;
  readonly superUser: boolean;
  /** Where the person's package lands. */
  readonly home: string;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const done = useRef(false);
  const { me, assuming, superUser, home } = props;
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (assuming) {
      const name = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;
      toast({
        type: 'info',
        message: translate(i18n, m.assumedNow, { name, org: me.orgName ?? '' }),
      });
    }
    navigate(assuming ? home : superUser ? '/support' : '/home', { replace: true });
  }, [assuming, superUser, home, me, i18n, toast]);
  return <p role="status">{i18n._(m.landing)}</p>;
}

export default AssumeRedirect;
