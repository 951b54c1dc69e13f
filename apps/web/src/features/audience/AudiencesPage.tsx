import { useLingui } from '@lingui/react';
import { audienceMessages as m, translate } from '@smm/i18n';
import { toApiError, type Audience, type User } from '@smm/model';
import {
  Banner,
  Button,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  Icon,
  IconButton,
  Input,
  Skeleton,
} from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToast } from '../../shell/toasts.js';
import * as styles from './Audience.css.js';
import type { AudienceCalls } from './audience.calls.js';
import { AudienceFilters } from './AudienceFilters.js';
import {
  choicesOf,
  filterOf,
  hasChoices,
  NO_CHOICES,
  type FilterChoices,
} from './audience.format.js';
import { PeopleBrowser, useAudienceOptions } from './PeopleBrowser.js';
import { useSettled } from './PeoplePage.js';

/** The builder of an audience: a name, the filters, the live count, pin, save. */
function AudienceBuilder(props: {
  readonly calls: AudienceCalls;
  readonly editing: Audience | null;
  readonly networks: readonly string[];
  readonly labels: Parameters<typeof AudienceFilters>[0]['labels'];
  readonly onSaved: (audience: Audience) => void;
  readonly onCancel?: () => void;
}) {
  const { i18n } = useLingui();
  const { calls, editing } = props;
  const [name, setName] = useState(editing?.name ?? '');
  const [choices, setChoices] = useState<FilterChoices>(
    editing ? choicesOf(editing.filter, new Date()) : NO_CHOICES,
  );
  const [pinned, setPinned] = useState(editing?.pinned ?? false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settled = useSettled(choices, 300);
  const filter = useMemo(() => filterOf(settled, new Date()), [settled]);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setCount(null);
    calls.people(filter, { limit: 1 }).then(
      (page) => live && setCount(page.total),
      () => live && setCount(null),
    );
    return () => {
      live = false;
    };
  }, [calls, filter]);
  const nameMissing = name.trim() === '';
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameMissing) return;
    setSaving(true);
    setError(null);
    const input = { name: name.trim(), filter: filterOf(choices, new Date()), pinned };
    (editing ? calls.updateAudience(editing.id, input) : calls.createAudience(input)).then(
      (audience) => {
        setSaving(false);
        props.onSaved(audience);
      },
      (failure: unknown) => {
        setSaving(false);
        setError(toApiError(failure).message);
      },
    );
  };
  return (
    <form className={styles.card} onSubmit={save} noValidate data-audience-builder="">
      <h3 className={styles.cardHeading}>{i18n._(editing ? m.editAudience : m.newAudience)}</h3>
      <Input
        label={i18n._(m.audienceName)}
        value={name}
        maxLength={100}
        required
        fieldClassName={styles.searchField}
        error={tried && nameMissing ? i18n._(m.nameRequired) : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <AudienceFilters
        choices={choices}
        onChange={setChoices}
        networks={props.networks}
        labels={props.labels}
      />
      <p className={styles.muted} role="status" data-audience-matching={count ?? ''}>
        {count === null ? '…' : translate(i18n, m.matching, { count })}
      </p>
      <Checkbox
        label={i18n._(m.pinIt)}
        checked={pinned}
        onChange={(event) => setPinned(event.target.checked)}
      />
      {error !== null ? (
        <Banner tone="warning" role="alert">
          {i18n._(m.saveFailed)} {error}
        </Banner>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" busy={saving}>
          {i18n._(m.saveAudience)}
        </Button>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            {i18n._(m.cancel)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * `/audience/audiences` and `/audience/audiences/{id}`: the saved audiences (pinned first) with
 * pin and delete, the builder of a new one, and a saved one's people.
 */
export default function AudiencesPage(props: {
  readonly calls: AudienceCalls;
  readonly me: User;
  readonly selectedId: string | null;
  readonly onChanged: () => void;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { calls, selectedId, onChanged } = props;
  const { labels, networks } = useAudienceOptions(calls);
  const [audiences, setAudiences] = useState<readonly Audience[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(() => {
    calls.audiences().then(
      (list) => {
        setAudiences(list);
        setFailed(null);
      },
      (error: unknown) => setFailed(toApiError(error).message),
    );
  }, [calls]);
  useEffect(reload, [reload]);
  const changed = () => {
    reload();
    onChanged();
  };
  const [editing, setEditing] = useState(false);
  useEffect(() => setEditing(false), [selectedId]);
  const [deleting, setDeleting] = useState<Audience | null>(null);
  const selected = audiences?.find((audience) => audience.id === selectedId) ?? null;

  const pin = (audience: Audience) => {
    calls
      .pin(audience.id, !audience.pinned)
      .then(changed, (error: unknown) =>
        toast({ type: 'error', message: toApiError(error).message }),
      );
  };

  const list =
    audiences === null ? (
      <Skeleton lines={4} />
    ) : audiences.length === 0 ? (
      <p className={styles.muted}>{i18n._(m.noAudiences)}</p>
    ) : (
      <ul className={styles.audienceList} data-audience-list="">
        {audiences.map((audience) => {
          const pinText = translate(i18n, audience.pinned ? m.unpin : m.pin, {
            name: audience.name,
          });
          const deleteText = translate(i18n, m.deleteAudience, { name: audience.name });
          return (
            <li key={audience.id} className={styles.audienceRow} data-audience={audience.name}>
              <a
                className={styles.audienceLink}
                href={`#/audience/audiences/${audience.id}`}
                aria-current={audience.id === selectedId ? 'page' : undefined}
              >
                {audience.name}
              </a>
              <span className={styles.muted}>
                {translate(i18n, m.peopleCount, { count: audience.people })}
              </span>
              <IconButton
                label={pinText}
                title={pinText}
                aria-pressed={audience.pinned}
                variant={audience.pinned ? 'primary' : 'ghost'}
                onClick={() => pin(audience)}
              >
                <Icon name="pin" />
              </IconButton>
              <IconButton
                label={deleteText}
                title={deleteText}
                onClick={() => setDeleting(audience)}
              >
                <Icon name="trash" />
              </IconButton>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={styles.content} data-audience-page="audiences">
      <h2 className={styles.pageHeading}>{i18n._(m.audiencesTitle)}</h2>
      <p className={styles.intro}>{i18n._(m.audiencesIntro)}</p>
      {failed !== null ? (
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={reload}>
              {i18n._(m.retry)}
            </Button>
          }
        >
          {i18n._(m.loadFailed)} {failed}
        </Banner>
      ) : null}
      <div className={styles.audiencesLayout}>
        <section className={styles.card}>
          <h3 className={styles.cardHeading}>{i18n._(m.savedAudiences)}</h3>
          {list}
          {selectedId !== null ? (
            <a href="#/audience/audiences" className={styles.audienceLink}>
              <Icon name="plus" size={14} /> {i18n._(m.newFromScratch)}
            </a>
          ) : null}
        </section>
        <div className={styles.content}>
          {selectedId === null ? (
            <AudienceBuilder
              key="new"
              calls={calls}
              editing={null}
              networks={networks}
              labels={labels}
              onSaved={(audience) => {
                toast({
                  type: 'success',
                  message: translate(i18n, m.audienceSaved, { name: audience.name }),
                });
                changed();
                window.location.hash = `#/audience/audiences/${audience.id}`;
              }}
            />
          ) : selected === null ? (
            audiences === null ? (
              <Skeleton lines={4} />
            ) : (
              <EmptyState icon="users" headingLevel={3} title={i18n._(m.noAudiences)} />
            )
          ) : editing ? (
            <AudienceBuilder
              key={selected.id}
              calls={calls}
              editing={selected}
              networks={networks}
              labels={labels}
              onCancel={() => setEditing(false)}
              onSaved={(audience) => {
                toast({
                  type: 'success',
                  message: translate(i18n, m.audienceSaved, { name: audience.name }),
                });
                setEditing(false);
                changed();
              }}
            />
          ) : (
            <>
              <div className={styles.listFooter}>
                <h3 className={styles.cardHeading}>
                  {translate(i18n, m.viewPeople, { name: selected.name })}
                </h3>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Icon name="edit" size={14} /> {i18n._(m.editFilters)}
                </Button>
              </div>
              <PeopleBrowser
                calls={calls}
                me={props.me}
                filter={{}}
                audienceId={selected.id}
                labels={labels}
                unfiltered={!hasChoices(choicesOf(selected.filter, new Date()))}
              />
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._(m.deleteTitle)}
        confirmText={i18n._(m.deleteConfirm)}
        confirmState="danger"
        onClose={(reason) => {
          const target = deleting;
          setDeleting(null);
          if (reason !== 'ok' || target === null) return;
          calls.deleteAudience(target.id).then(
            () => {
              changed();
              if (target.id === selectedId) window.location.hash = '#/audience/audiences';
            },
            (error: unknown) => toast({ type: 'error', message: toApiError(error).message }),
          );
        }}
      >
        {translate(i18n, m.deleteBody, { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
