import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { audienceToolsMessages as m, translate } from '@smm/i18n';
import { toApiError, type MergeDecision, type MergeNominee, type User } from '@smm/model';
import { Button, EmptyState, Skeleton } from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { audienceToolsCalls, type AudienceToolsCalls } from '../audience-tools.calls.js';
import * as page from '../Audience.css.js';
import * as styles from './Merge.css.js';
import { NomineePair } from './NomineePair.js';

const keyOf = (nominee: MergeNominee) => `${nominee.a.id}:${nominee.b.id}`;

/** The last merge or "not the same person", offered to undo. */
interface Done {
  readonly decision: MergeDecision;
  readonly text: string;
  readonly names: { readonly a: string; readonly b: string };
}

/**
 * Merge (`/audience/merge`, decision 0097): people likely the same across networks, 25 at a
 * time, side by side with the reasons; merge them (choosing whom to keep) or say they are not
 * the same person. The last action can be undone from the bar that confirms it; "Load next 25"
 * reads on.
 */
export default function MergePage({
  api,
  calls: given,
}: {
  readonly api: ApiClient;
  readonly me: User;
  /** The calls (stories and tests pass their own). */
  readonly calls?: AudienceToolsCalls;
}) {
  const { i18n } = useLingui();
  const calls = useMemo(() => given ?? audienceToolsCalls(api), [api, given]);
  const [nominees, setNominees] = useState<readonly MergeNominee[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [kept, setKept] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [undone, setUndone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const first = await calls.nominees();
      setNominees(first.nominees);
      setNext(first.next);
    } catch (failure) {
      setNominees([]);
      setError(translate(i18n, m.failed, { reason: toApiError(failure).message }));
    }
  }, [calls, i18n]);
  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = async () => {
    if (next === null) return;
    setBusy('more');
    try {
      const more = await calls.nominees(next);
      setNominees((shown) => {
        const known = new Set((shown ?? []).map(keyOf));
        return [...(shown ?? []), ...more.nominees.filter((n) => !known.has(keyOf(n)))];
      });
      setNext(more.next);
    } catch (failure) {
      setError(translate(i18n, m.failed, { reason: toApiError(failure).message }));
    } finally {
      setBusy(null);
    }
  };

  const act = async (nominee: MergeNominee, kind: 'merge' | 'dismiss') => {
    const keptId = kept[keyOf(nominee)] ?? nominee.a.id;
    const [keep, other] = keptId === nominee.a.id ? [nominee.a, nominee.b] : [nominee.b, nominee.a];
    setBusy(keyOf(nominee));
    setError(null);
    setUndone(null);
    try {
      const pair = { keptId: keep.id, otherId: other.id };
      const decision = kind === 'merge' ? await calls.merge(pair) : await calls.dismiss(pair);
      setNominees((shown) =>
        (shown ?? []).filter((n) =>
          kind === 'merge'
            ? n.a.id !== other.id && n.b.id !== other.id
            : keyOf(n) !== keyOf(nominee),
        ),
      );
      setDone({
        decision,
        names: { a: keep.name, b: other.name },
        text:
          kind === 'merge'
            ? translate(i18n, m.merged, { other: other.name, kept: keep.name })
            : translate(i18n, m.dismissed, { a: keep.name, b: other.name }),
      });
    } catch (failure) {
      setError(translate(i18n, m.failed, { reason: toApiError(failure).message }));
    } finally {
      setBusy(null);
    }
  };

  const undo = async () => {
    if (!done) return;
    setBusy('undo');
    setError(null);
    try {
      await calls.undo(done.decision.id);
      setUndone(translate(i18n, m.undone, done.names));
      setDone(null);
      await load();
    } catch (failure) {
      setError(translate(i18n, m.failed, { reason: toApiError(failure).message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={page.content} data-audience-page="merge">
      <h2 className={page.pageHeading}>{i18n._(m.mergeHeading)}</h2>
      <p className={page.intro}>{i18n._(m.mergeIntro)}</p>
      <div aria-live="polite" className={styles.undoArea}>
        {done ? (
          <div className={styles.undoBar} data-merge-done="">
            <p className={styles.undoText}>{done.text}</p>
            <Button variant="secondary" onClick={() => void undo()} busy={busy === 'undo'}>
              {i18n._(m.undo)}
            </Button>
          </div>
        ) : undone ? (
          <p className={page.muted} data-merge-undone="">
            {undone}
          </p>
        ) : null}
      </div>
      {error === null ? null : (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {nominees === null ? (
        <Skeleton lines={4} />
      ) : nominees.length === 0 ? (
        <EmptyState title={i18n._(m.noNominees)} icon="check" headingLevel={3}>
          {i18n._(m.noNomineesHint)}
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {nominees.map((nominee) => (
            <li key={keyOf(nominee)}>
              <NomineePair
                nominee={nominee}
                keptId={kept[keyOf(nominee)] ?? nominee.a.id}
                onKeep={(id) => setKept((all) => ({ ...all, [keyOf(nominee)]: id }))}
                onMerge={() => void act(nominee, 'merge')}
                onNotSame={() => void act(nominee, 'dismiss')}
                busy={busy === keyOf(nominee)}
              />
            </li>
          ))}
        </ul>
      )}
      {next === null ? null : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void loadMore()} busy={busy === 'more'}>
            {i18n._(m.loadMore)}
          </Button>
        </div>
      )}
    </div>
  );
}
