import { useLingui } from '@lingui/react';
import {
  DEFAULT_USER_QUERY,
  hasArea,
  ROLE_LABELS,
  userList,
  type PackageName,
  type UserListQuery,
} from '@smm/access';
import { translate, userMessages as m } from '@smm/i18n';
import { toApiError, type AudienceRole, type ShellRole, type User } from '@smm/model';
import { Button, ConfirmDialog, EmptyState, Icon, Input, Modal, Select } from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import {
  audienceRoleOf,
  setAudienceRole as setAudienceRoleOf,
} from '../../audience/audience.calls.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import { UserForm, type UserFormValues } from './UserForm.js';
import { UserRow } from './UserRow.js';
import * as styles from './Users.css.js';
import { userCalls } from './users.calls.js';
import { ROLE_LABEL_TEXTS } from './users.texts.js';

/** The sort select's choices: a sort and its direction. */
const SORTS = {
  nameAsc: { sort: 'name', direction: 'asc', text: m.sortNameAsc },
  nameDesc: { sort: 'name', direction: 'desc', text: m.sortNameDesc },
  lastLoginDesc: { sort: 'lastLogin', direction: 'desc', text: m.sortLastLoginDesc },
  lastLoginAsc: { sort: 'lastLogin', direction: 'asc', text: m.sortLastLoginAsc },
} as const;
type SortId = keyof typeof SORTS;

const sortIdOf = (query: UserListQuery): SortId =>
  (Object.keys(SORTS) as SortId[]).find(
    (id) => SORTS[id].sort === query.sort && SORTS[id].direction === query.direction,
  ) ?? 'nameAsc';

/**
 * The organisation's users (administrators; platform §6, docs/decisions/0040, 0042): search by
 * name or e-mail, filter by team and role, sort by name or last sign-in; invite, resend or
 * withdraw an invitation, edit names, administrator right, default role and teams, delete.
 */
export function UsersSettings({
  api,
  me,
  packageName,
}: Pick<SettingsAreaProps, 'api' | 'me'> & { readonly packageName?: PackageName }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => userCalls(api, me.orgId), [api, me.orgId]);
  const load = useCallback(() => Promise.all([calls.users(), calls.teams()]), [calls]);
  const { loaded, reload } = useLoaded(load);
  const [query, setQuery] = useState<UserListQuery>(DEFAULT_USER_QUERY);
  const [editing, setEditing] = useState<{ readonly user?: User } | null>(null);
  // The audience role of the user being edited, when the package has Audience (decision 0096).
  const withAudience = packageName !== undefined && hasArea(packageName, 'audience');
  const [audienceRole, setAudienceRole] = useState<AudienceRole | null | undefined>(undefined);
  const editedId = editing?.user?.id;
  useEffect(() => {
    setAudienceRole(undefined);
    if (!withAudience || editedId === undefined) return;
    let live = true;
    audienceRoleOf(api, editedId).then(
      (role) => live && setAudienceRole(role),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, withAudience, editedId]);
  const [saving, setSaving] = useState<'busy' | string | undefined>();
  const [deleting, setDeleting] = useState<User | null>(null);
  const [withdrawing, setWithdrawing] = useState<User | null>(null);
  const [working, setWorking] = useState<string | null>(null);

  const [users, teams] = loaded.kind === 'ready' ? loaded.data : [[], []];
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const shown = userList(users, query);
  const filtered = query.search.trim() !== '' || query.teamId !== null || query.role !== null;
  const nameOf = (user: User) => user.name.trim() || user.email;

  const closeEditor = () => {
    setEditing(null);
    setSaving(undefined);
  };
  const save = async (values: UserFormValues) => {
    setSaving('busy');
    const existing = editing?.user;
    try {
      if (existing) {
        const saved = await calls.update({
          userId: existing.id,
          firstName: values.firstName,
          lastName: values.lastName,
          ...(existing.id === me.id && existing.isAdmin ? {} : { isAdmin: values.isAdmin }),
          defaultChannelRole: values.defaultChannelRole,
          teamIds: [...values.teamIds],
        });
        if (values.audienceRole !== undefined && values.audienceRole !== audienceRole) {
          await setAudienceRoleOf(api, existing.id, values.audienceRole);
        }
        toast({ type: 'success', message: translate(i18n, m.saved, { name: nameOf(saved) }) });
      } else {
        const sent = await calls.invite({
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          isAdmin: values.isAdmin,
          defaultChannelRole: values.defaultChannelRole,
          teamIds: values.isAdmin ? [] : [...values.teamIds],
        });
        toast({
          type: 'success',
          message: translate(i18n, m.invitationSent, { email: sent.email }),
        });
      }
      closeEditor();
      reload();
    } catch (error) {
      setSaving(toApiError(error).message);
    }
  };
  /** Runs a change of one user from the list, with a toast after it either way. */
  const act = async (user: User, run: () => Promise<string>) => {
    setWorking(user.id);
    try {
      toast({ type: 'success', message: await run() });
      reload();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setWorking(null);
    }
  };
  const resend = (user: User) =>
    void act(user, async () => {
      const sent = await calls.resend(user.id);
      return translate(i18n, m.invitationResent, { email: sent.email });
    });

  const inviteButton = (
    <Button onClick={() => setEditing({})}>
      <Icon name="plus" /> {i18n._(m.invite)}
    </Button>
  );
  const set = (change: Partial<UserListQuery>) =>
    setQuery((current) => ({ ...current, ...change }));
  return (
    <section className={styles.section} aria-labelledby="users-title">
      <div className={styles.top}>
        <h2 id="users-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        {loaded.kind === 'ready' && inviteButton}
      </div>
      <p className={styles.lead}>{i18n._(m.description)}</p>
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {loaded.kind === 'ready' && (
        <>
          <div className={styles.filters}>
            <Input
              type="search"
              label={i18n._(m.search)}
              value={query.search}
              onChange={(event) => set({ search: event.target.value })}
            />
            <Select
              label={i18n._(m.teamFilter)}
              value={query.teamId ?? ''}
              onChange={(event) => set({ teamId: event.target.value || null })}
              options={[
                { value: '', label: i18n._(m.allTeams) },
                ...teams.map((team) => ({ value: team.id, label: team.name })),
              ]}
            />
            <Select
              label={i18n._(m.roleFilter)}
              value={query.role ?? ''}
              onChange={(event) => set({ role: (event.target.value || null) as ShellRole | null })}
              options={[
                { value: '', label: i18n._(m.allRoles) },
                ...ROLE_LABELS.map((role) => ({
                  value: role,
                  label: i18n._(ROLE_LABEL_TEXTS[role]),
                })),
              ]}
            />
            <Select
              label={i18n._(m.sortBy)}
              value={sortIdOf(query)}
              onChange={(event) => {
                const { sort, direction } = SORTS[event.target.value as SortId];
                set({ sort, direction });
              }}
              options={(Object.keys(SORTS) as SortId[]).map((id) => ({
                value: id,
                label: i18n._(SORTS[id].text),
              }))}
            />
          </div>
          <div className={styles.summary} role="status">
            <span>{translate(i18n, m.count, { count: shown.length })}</span>
            {filtered && shown.length > 0 ? (
              <Button variant="ghost" onClick={() => setQuery(DEFAULT_USER_QUERY)}>
                {i18n._(m.clearFilters)}
              </Button>
            ) : null}
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon="search"
              headingLevel={3}
              title={i18n._(m.noMatchTitle)}
              action={
                <Button variant="secondary" onClick={() => setQuery(DEFAULT_USER_QUERY)}>
                  {i18n._(m.clearFilters)}
                </Button>
              }
            >
              {i18n._(m.noMatchBody)}
            </EmptyState>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-labelledby="users-title">
                <colgroup>
                  <col className={styles.colName} />
                  <col className={styles.colRole} />
                  <col className={styles.colTeams} />
                  <col className={styles.colLastLogin} />
                  <col className={styles.colActions} />
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col" className={styles.headCell}>
                      {i18n._(m.colName)}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {i18n._(m.colRole)}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {i18n._(m.colTeams)}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {i18n._(m.colLastLogin)}
                    </th>
                    <th scope="col" className={styles.headCell}>
                      {i18n._(m.colActions)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      teamNames={teamNames}
                      isMe={user.id === me.id}
                      busy={working === user.id}
                      onEdit={(chosen) => setEditing({ user: chosen })}
                      onDelete={setDeleting}
                      onResend={resend}
                      onWithdraw={setWithdrawing}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <Modal
        open={editing !== null}
        width={600}
        title={
          editing?.user
            ? translate(i18n, m.editTitle, { name: nameOf(editing.user) })
            : i18n._(m.inviteTitle)
        }
        onClose={closeEditor}
      >
        {editing && (
          <UserForm
            user={editing.user}
            teams={teams}
            isMe={editing.user?.id === me.id}
            saving={saving === 'busy'}
            error={saving === 'busy' ? undefined : saving}
            onSave={(values) => void save(values)}
            onCancel={closeEditor}
            audienceRole={editing.user ? audienceRole : undefined}
            key={`${editing.user?.id ?? 'new'}-${audienceRole ?? 'x'}`}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={translate(i18n, m.deleteTitle, { name: deleting ? nameOf(deleting) : '' })}
        confirmText={i18n._(m.deleteConfirm)}
        confirmState="danger"
        loading={deleting !== null && working === deleting.id}
        width={600}
        onClose={(reason) => {
          const user = deleting;
          setDeleting(null);
          if (reason !== 'ok' || !user) return;
          void act(user, async () => {
            await calls.remove(user.id);
            return translate(i18n, m.deleted, { name: nameOf(user) });
          });
        }}
      >
        <p>{i18n._(m.deleteIntro)}</p>
        <ul className={styles.consequences}>
          <li>{i18n._(m.deleteItems)}</li>
          <li>{i18n._(m.deleteFeeds)}</li>
          <li>{i18n._(m.deleteAccess)}</li>
          <li>{i18n._(m.deleteHistory)}</li>
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={withdrawing !== null}
        title={translate(i18n, m.withdrawTitle, { email: withdrawing?.email ?? '' })}
        confirmText={i18n._(m.withdrawConfirm)}
        confirmState="danger"
        onClose={(reason) => {
          const user = withdrawing;
          setWithdrawing(null);
          if (reason !== 'ok' || !user) return;
          void act(user, async () => {
            await calls.withdraw(user.id);
            return translate(i18n, m.invitationWithdrawn, { email: user.email });
          });
        }}
      >
        {i18n._(m.withdrawBody)}
      </ConfirmDialog>
    </section>
  );
}

/** The users area of the settings. */
export function UsersArea(props: SettingsAreaProps) {
  return <UsersSettings api={props.api} me={props.me} packageName={props.packageName} />;
}
