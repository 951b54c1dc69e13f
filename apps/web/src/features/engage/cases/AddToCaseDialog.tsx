import { useLingui } from '@lingui/react';
import { caseMessages, translate } from '@smm/i18n';
import { toApiError, type Case, type CasePage } from '@smm/model';
import { Badge, Button, Input, Modal } from '@smm/ui';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEngage } from '../engage.context.js';
import * as styles from './AddToCaseDialog.css.js';
import { caseRef, caseSearchText, holdsItem } from './cases.rules.js';

/** Props of {@link AddToCaseDialog}. */
export interface AddToCaseDialogProps {
  /** The item to add. */
  readonly itemId: string;
  /** Adds the item to the case: resolves null when added (the dialog closes), else why not. */
  readonly add: (value: Case) => Promise<string | null>;
  readonly onClose: () => void;
}

/** The search box takes the focus when the dialog opens (`showModal()` honours `autofocus`). */
function focusSearch(body: HTMLDivElement | null): void {
  body?.querySelector('input')?.setAttribute('autofocus', '');
}

interface Found {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly cases: readonly Case[];
  readonly total: number;
  readonly error?: string;
}

/**
 * "Add to an existing case": searches the open cases (words of the subject or description, or
 * the number, `#12` or `12`; newest first, 20 at a time with "Show more cases") and adds the item
 * to the chosen one. Cases that already hold the item say so instead of offering to add.
 */
export function AddToCaseDialog({ itemId, add, onClose }: AddToCaseDialogProps) {
  const { i18n } = useLingui();
  const { calls } = useEngage();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ status: 'loading', cases: [], total: 0 });
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const asked = useRef(0);
  const listId = useId();

  const search = useCallback(
    (query: string, offset = 0) => {
      const ask = (asked.current += 1);
      setFound((now) => ({ ...now, status: 'loading' }));
      calls
        .searchCases(caseSearchText(query), 'OPEN', offset)
        .then((page: CasePage) => {
          if (ask !== asked.current) return;
          setFound((now) => ({
            status: 'ready',
            cases: offset === 0 ? page.cases : [...now.cases, ...page.cases],
            total: page.total,
          }));
        })
        .catch((error: unknown) => {
          if (ask !== asked.current) return;
          setFound((now) => ({ ...now, status: 'failed', error: toApiError(error).message }));
        });
    },
    [calls],
  );

  useEffect(() => search(''), [search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  const choose = async (value: Case) => {
    if (value.id === undefined || adding !== null) return;
    setAdding(value.id);
    setFailure(undefined);
    const failed = await add(value);
    if (failed === null) onClose();
    else {
      setAdding(null);
      setFailure(failed);
    }
  };

  return (
    <Modal
      open
      title={i18n._(caseMessages.addToCase)}
      closeDisabled={adding !== null}
      onClose={onClose}
    >
      <div ref={focusSearch} className={styles.body}>
        <form role="search" className={styles.search} onSubmit={onSubmit}>
          <Input
            label={i18n._(caseMessages.search)}
            hint={i18n._(caseMessages.searchHint)}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {i18n._(caseMessages.searchButton)}
          </Button>
        </form>
        <p role="status" className={styles.muted}>
          {found.status === 'ready' &&
            (found.total === 0
              ? i18n._(caseMessages.noResults)
              : translate(i18n, caseMessages.resultCount, {
                  shown: found.cases.length,
                  total: found.total,
                }))}
          {found.status === 'failed' &&
            translate(i18n, caseMessages.searchFailed, { message: found.error ?? '' })}
        </p>
        {found.cases.length > 0 && (
          <ul id={listId} className={styles.list} aria-label={i18n._(caseMessages.results)}>
            {found.cases.map((value) => (
              <li key={value.id ?? value.number} className={styles.result}>
                <div className={styles.resultText}>
                  <span className={styles.resultTitle}>
                    <Badge tone="info">
                      {translate(i18n, caseMessages.caseNumber, { number: caseRef(value) })}
                    </Badge>
                    {value.subject}
                  </span>
                  {value.description !== '' && (
                    <span className={styles.description}>{value.description}</span>
                  )}
                </div>
                {holdsItem(value, itemId) ? (
                  <span className={styles.muted}>{i18n._(caseMessages.alreadyIn)}</span>
                ) : (
                  <Button
                    variant="secondary"
                    busy={adding === value.id}
                    disabled={adding !== null}
                    onClick={() => void choose(value)}
                  >
                    {translate(i18n, caseMessages.add, { number: caseRef(value) })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {found.cases.length < found.total && (
          <Button
            variant="ghost"
            busy={found.status === 'loading'}
            onClick={() => search(text, found.cases.length)}
          >
            {i18n._(caseMessages.loadMore)}
          </Button>
        )}
        {failure !== undefined && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}
