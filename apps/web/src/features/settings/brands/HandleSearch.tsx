import { useLingui } from '@lingui/react';
import { brandsMessages as m, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import { type HandleInfo, toApiError } from '@smm/model';
import { Button, Icon, Input, NetworkIcon, Select, Skeleton } from '@smm/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as styles from './Brands.css.js';
import { PUBLIC_NETWORKS } from './brands.texts.js';

/** The key of a found channel: its public id, else its network and handle. */
export const handleKey = (info: Pick<HandleInfo, 'network' | 'handle' | 'publicChannelId'>) =>
  info.publicChannelId ?? `${info.network}:${info.handle}`;

/** Props of {@link HandleSearch}. */
export interface HandleSearchProps {
  /** Searches the networks' public channels (`GET /api/benchmark/search/handle`). */
  readonly search: (keyword: string, networks: readonly string[]) => Promise<readonly HandleInfo[]>;
  /** Adds a found channel; a rejection's message is shown under the results. */
  readonly onAdd: (info: HandleInfo) => Promise<void> | void;
  /** The keys ({@link handleKey}) of the channels the brand has or will have: shown as added. */
  readonly added: ReadonlySet<string>;
  /** Searches this at first (stories, a page opened with a keyword). */
  readonly initialKeyword?: string;
}

type SearchState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching'; readonly keyword: string }
  | { readonly kind: 'found'; readonly keyword: string; readonly results: readonly HandleInfo[] }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Finds public channels by handle or name, optionally on one network, and adds them: each result
 * with its picture and network, name, handle and followers, and an Add button (or "Added").
 * Failures of the search or of an addition (no slot left: the server's 409) are said in words.
 */
export function HandleSearch({ search, onAdd, added, initialKeyword }: HandleSearchProps) {
  const { i18n } = useLingui();
  const [keyword, setKeyword] = useState(initialKeyword ?? '');
  const [network, setNetwork] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [adding, setAdding] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const latest = useRef(0);
  const resultsId = useId();
  const hintId = useId();

  const run = (word: string, networks: readonly string[]) => {
    const trimmed = word.trim();
    if (trimmed === '') return;
    const request = ++latest.current;
    setState({ kind: 'searching', keyword: trimmed });
    setAddError(null);
    search(trimmed, networks).then(
      (results) => {
        if (request === latest.current) setState({ kind: 'found', keyword: trimmed, results });
      },
      (error: unknown) => {
        if (request === latest.current) {
          setState({ kind: 'failed', message: toApiError(error).message });
        }
      },
    );
  };

  // The first keyword only, once: later searches are the person's.
  const first = useRef(initialKeyword);
  const runRef = useRef(run);
  useEffect(() => {
    const keyword = first.current;
    if (keyword !== undefined) runRef.current(keyword, []);
    return () => {
      latest.current++;
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(keyword, network === '' ? [] : [network]);
  };

  const add = async (info: HandleInfo) => {
    const key = handleKey(info);
    setAdding(key);
    setAddError(null);
    try {
      await onAdd(info);
    } catch (error) {
      setAddError(
        translate(i18n, m.addFailed, { handle: info.handle, reason: toApiError(error).message }),
      );
    } finally {
      setAdding(null);
    }
  };

  return (
    <div className={styles.form}>
      <form className={styles.searchForm} role="search" onSubmit={submit}>
        <Input
          fieldClassName={styles.grow}
          label={i18n._(m.searchLabel)}
          aria-describedby={hintId}
          type="search"
          value={keyword}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Select
          fieldClassName={styles.networkField}
          label={i18n._(m.searchNetwork)}
          value={network}
          onChange={(event) => setNetwork(event.target.value)}
          options={[
            { value: '', label: i18n._(m.anyNetwork) },
            ...PUBLIC_NETWORKS.map((value) => ({ value, label: networkName(value) })),
          ]}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={state.kind === 'searching'}
          disabled={keyword.trim() === ''}
        >
          <Icon name="search" /> {i18n._(m.search)}
        </Button>
        <p id={hintId} className={styles.hint}>
          {i18n._(m.searchHint)}
        </p>
      </form>
      {state.kind === 'searching' && <Skeleton lines={3} />}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.warningNotice}>
          <Icon name="warning" />
          {translate(i18n, m.searchFailed, { reason: state.message })}
        </p>
      )}
      {state.kind === 'found' && state.results.length === 0 && (
        <p role="status" className={styles.notice}>
          <Icon name="info" />
          {translate(i18n, m.searchEmpty, { keyword: state.keyword })}
        </p>
      )}
      {state.kind === 'found' && state.results.length > 0 && (
        <ul
          id={resultsId}
          className={styles.results}
          aria-label={translate(i18n, m.searchResults, { keyword: state.keyword })}
        >
          {state.results.map((info) => {
            const key = handleKey(info);
            const isAdded = added.has(key);
            const network = networkName(info.network);
            return (
              <li key={key} className={styles.result} data-handle={info.handle}>
                <span className={styles.thumbnailWrap}>
                  {info.thumbnailUrl ? (
                    <img className={styles.thumbnail} src={info.thumbnailUrl} alt="" />
                  ) : (
                    <span className={styles.thumbnail} />
                  )}
                  <span className={styles.thumbnailNetwork} title={network}>
                    <NetworkIcon network={info.network} size={16} label={network} />
                  </span>
                </span>
                <span className={styles.resultText}>
                  <span className={styles.resultName}>{info.name ?? info.handle}</span>
                  <span className={styles.handle}>@{info.handle}</span>
                  <span className={styles.handle}>{network}</span>
                  {info.followerCount !== undefined && (
                    <span className={`${styles.handle} ${styles.number}`}>
                      {translate(i18n, m.followers, { count: info.followerCount })}
                    </span>
                  )}
                </span>
                {isAdded ? (
                  <span className={styles.muted}>
                    <Icon name="check" size={14} /> {i18n._(m.added)}
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={translate(i18n, m.addNamed, { handle: info.handle, network })}
                    busy={adding === key}
                    disabled={adding !== null && adding !== key}
                    onClick={() => void add(info)}
                  >
                    <Icon name="plus" /> {i18n._(m.add)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {addError !== null && (
        <p role="alert" className={styles.warningNotice}>
          <Icon name="warning" />
          {addError}
        </p>
      )}
    </div>
  );
}
