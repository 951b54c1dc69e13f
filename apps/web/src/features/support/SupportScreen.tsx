import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { supportMessages as m, translate } from '@smm/i18n';
import { toApiError, type SupportUser, type SupportUserResults } from '@smm/model';
import { Banner, Button, ConfirmDialog, EmptyState, Input, Skeleton } from '@smm/ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../shell/toasts.js';
import { supportCalls } from './support.calls.js';
import * as styles from './Support.css.js';
import { SupportUserRow } from './SupportUserRow.js';

/** The shortest search the screen sends. */
const MIN_SEARCH = 2;

type Search =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching' }
  | { readonly kind: 'found'; readonly q: string; readonly results: SupportUserResults }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Support staff's screen (`#/support`; docs/decisions/0045): find a user of any organisation by
 * a part of their name or e-mail address and, after confirming, assume their account — the app
 * then starts afresh as them at `#/assume-redirect`.
 */
export function SupportScreen(props: {
  readonly api: ApiClient;
  /** Assumes the user's account; the app starts again as them. */
  readonly assume: (userId: string) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => supportCalls(props.api), [props.api]);
  const [q, setQ] = useState('');
  const [search, setSearch] = useState<Search>({ kind: 'idle' });
  const [confirming, setConfirming] = useState<SupportUser | null>(null);
  const [assuming, setAssuming] = useState(false);
  const latest = useRef(0);
  const tooShort = q.trim().length < MIN_SEARCH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooShort) return;
    const asked = q.trim();
    const request = ++latest.current;
    setSearch({ kind: 'searching' });
    calls.find(asked).then(
      (results) => {
        if (request === latest.current) setSearch({ kind: 'found', q: asked, results });
      },
      (error: unknown) => {
        if (request === latest.current) {
          setSearch({ kind: 'failed', message: toApiError(error).message });
        }
      },
    );
  };

  const onClosed = (reason: string) => {
    const user = confirming;
    if (reason !== 'ok' || !user) {
      setConfirming(null);
      return;
    }
    setAssuming(true);
    props.assume(user.id).catch((error: unknown) => {
      setAssuming(false);
      setConfirming(null);
      toast({ type: 'error', message: `${i18n._(m.assumeFailed)} ${toApiError(error).message}` });
    });
  };

  return (
    <section className={styles.page} aria-labelledby="support-title">
      <h2 id="support-title" className={styles.heading}>
        {i18n._(m.title)}
      </h2>
      <p className={styles.lead}>{i18n._(m.intro)}</p>
      <form className={styles.form} role="search" onSubmit={submit}>
        <Input
          type="search"
          label={i18n._(m.search)}
          hint={i18n._(m.searchHint)}
          value={q}
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
        />
        <Button
          type="submit"
          className={styles.find}
          disabled={tooShort}
          busy={search.kind === 'searching'}
        >
          {i18n._(m.find)}
        </Button>
      </form>
      {search.kind === 'idle' ? (
        <EmptyState icon="search" headingLevel={3} title={i18n._(m.startTitle)}>
          {i18n._(m.startBody)}
        </EmptyState>
      ) : null}
      {search.kind === 'searching' ? <Skeleton lines={4} /> : null}
      {search.kind === 'failed' ? (
        <Banner tone="warning" role="alert">
          {i18n._(m.searchFailed)} {search.message}
        </Banner>
      ) : null}
      {search.kind === 'found' && search.results.users.length === 0 ? (
        <EmptyState icon="search" headingLevel={3} title={i18n._(m.noneTitle)}>
          {translate(i18n, m.noneBody, { q: search.q })}
        </EmptyState>
      ) : null}
      {search.kind === 'found' && search.results.users.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={i18n._(m.results)}>
            {search.results.users.map((user) => (
              <SupportUserRow key={user.id} user={user} onAssume={setConfirming} />
            ))}
          </ul>
          {search.results.more ? (
            <p className={styles.note}>
              {translate(i18n, m.more, { count: search.results.users.length })}
            </p>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={translate(i18n, m.assumeTitle, { name: confirming?.name ?? '' })}
        confirmText={i18n._(m.assumeConfirm)}
        cancelText={i18n._(m.cancel)}
        loading={assuming}
        onClose={onClosed}
      >
        {translate(i18n, m.assumeBody, {
          name: confirming?.name ?? '',
          org: confirming?.orgName ?? '',
        })}
      </ConfirmDialog>
    </section>
  );
}

export default SupportScreen;
