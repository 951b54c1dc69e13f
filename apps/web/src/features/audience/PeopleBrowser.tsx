import { useLingui } from '@lingui/react';
import { audienceMessages as m, translate } from '@smm/i18n';
import {
  toApiError,
  type AudienceFilter,
  type AudiencePerson,
  type AudiencePersonDetail,
  type Label,
  type Locale,
  type User,
} from '@smm/model';
import { Banner, Button, EmptyState, Skeleton } from '@smm/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { personTimeZone } from '../../session/time-zone.js';
import * as styles from './Audience.css.js';
import type { AudienceCalls } from './audience.calls.js';
import { PeopleTable } from './PeopleTable.js';
import { PersonCard } from './PersonCard.js';

/** The networks and labels the filters offer. */
export function useAudienceOptions(calls: AudienceCalls) {
  const [labels, setLabels] = useState<readonly Label[]>([]);
  const [networks, setNetworks] = useState<readonly string[]>([]);
  useEffect(() => {
    calls.labels().then(
      (all) => setLabels([...all].sort((a, b) => a.name.localeCompare(b.name))),
      () => setLabels([]),
    );
    calls.overview().then(
      (overview) => setNetworks(overview.byNetwork.map((row) => row.network)),
      () => setNetworks([]),
    );
  }, [calls]);
  return { labels, networks };
}

type Page =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly people: readonly AudiencePerson[];
      readonly total: number;
      readonly next: string | null;
      readonly more: boolean;
    };

/**
 * People matching a filter (and a saved audience), most recently seen first, a page at a time,
 * with the person card of the one opened beside them.
 */
export function PeopleBrowser(props: {
  readonly calls: AudienceCalls;
  readonly me: User;
  readonly filter: AudienceFilter;
  readonly audienceId?: string;
  readonly labels: readonly Label[];
  /** Whether no filter is chosen (the empty list then says no one wrote yet). */
  readonly unfiltered: boolean;
  /** A person whose card is open at first. */
  readonly openFirst?: string | null;
}) {
  const { i18n } = useLingui();
  const { calls, filter, audienceId } = props;
  const locale = i18n.locale as Locale;
  const timeZone = personTimeZone(props.me);
  const key = JSON.stringify([filter, audienceId ?? null]);
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  const latest = useRef(0);
  const load = useCallback(
    (cursor: string | null, before: readonly AudiencePerson[]) => {
      const request = ++latest.current;
      calls.people(filter, { cursor, limit: 50, ...(audienceId ? { audienceId } : {}) }).then(
        (answer) => {
          if (request !== latest.current) return;
          setPage({
            kind: 'ready',
            people: [...before, ...answer.people],
            total: answer.total,
            next: answer.next,
            more: false,
          });
        },
        (error: unknown) => {
          if (request === latest.current)
            setPage({ kind: 'failed', message: toApiError(error).message });
        },
      );
    },
    // The key stands for the filter and the audience.
    [calls, key],
  );
  useEffect(() => {
    setPage({ kind: 'loading' });
    load(null, []);
  }, [load]);

  const [openId, setOpenId] = useState<string | null>(props.openFirst ?? null);
  useEffect(() => {
    if (props.openFirst) setOpenId(props.openFirst);
  }, [props.openFirst]);
  const [detail, setDetail] = useState<AudiencePersonDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (openId === null) return;
    let live = true;
    calls.person(openId).then(
      (answer) => live && setDetail(answer),
      () => live && setOpenId(null),
    );
    return () => {
      live = false;
    };
  }, [calls, openId]);

  const people = page.kind === 'ready' ? page.people : [];
  const withCard = openId !== null;
  const layout = useMemo(
    () => `${styles.peopleLayout} ${withCard ? styles.peopleWithCard : ''}`,
    [withCard],
  );
  return (
    <div className={layout}>
      <div className={styles.content}>
        {page.kind === 'loading' ? <Skeleton lines={6} /> : null}
        {page.kind === 'failed' ? (
          <Banner
            tone="warning"
            role="alert"
            action={
              <Button variant="secondary" onClick={() => load(null, [])}>
                {i18n._(m.retry)}
              </Button>
            }
          >
            {i18n._(m.loadFailed)} {page.message}
          </Banner>
        ) : null}
        {page.kind === 'ready' ? (
          <>
            <p className={styles.muted} role="status" data-audience-total={page.total}>
              {translate(i18n, m.peopleCount, { count: page.total })}
            </p>
            {people.length === 0 ? (
              <EmptyState
                icon="users"
                headingLevel={3}
                title={i18n._(props.unfiltered ? m.noPeopleYet : m.noPeople)}
              />
            ) : (
              <PeopleTable
                people={people}
                labels={props.labels}
                locale={locale}
                timeZone={timeZone}
                selectedId={openId}
                onOpen={(person) => setOpenId(person.id)}
              />
            )}
            {page.next !== null ? (
              <div className={styles.listFooter}>
                <Button
                  variant="secondary"
                  busy={page.more}
                  onClick={() => {
                    setPage({ ...page, more: true });
                    load(page.next, page.people);
                  }}
                >
                  {i18n._(m.loadMore)}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
      {openId !== null ? (
        detail === null ? (
          <div className={styles.panel}>
            <Skeleton lines={6} />
          </div>
        ) : (
          <PersonCard
            detail={detail}
            labels={props.labels}
            locale={locale}
            timeZone={timeZone}
            onClose={() => setOpenId(null)}
            onSave={async (update) => {
              const person = await calls.updatePerson(detail.person.id, update);
              setDetail({ ...detail, person });
              if (page.kind === 'ready') {
                setPage({
                  ...page,
                  people: page.people.map((p) => (p.id === person.id ? person : p)),
                });
              }
            }}
          />
        )
      ) : null}
    </div>
  );
}
