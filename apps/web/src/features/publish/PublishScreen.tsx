import { useLingui } from '@lingui/react';
import { hasArea, type PackageName } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { adsMessages, publishMessages as m, translate } from '@smm/i18n';
import { type BoostOptions, toApiError, type PublishPost, type User } from '@smm/model';
import type { SuggestedTime } from '@smm/publish';
import { Badge, Button, ConfirmDialog, Icon, VisuallyHidden } from '@smm/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { adsCalls } from '../ads/ads.calls.js';
import { personTimeZone } from '../../session/time-zone.js';
import { useToast } from '../../shell/toasts.js';
import { ApprovalsPage } from './approvals/ApprovalsPage.js';
import { ApproveDialog } from './approvals/ApproveDialog.js';
import { RejectDialog } from './approvals/RejectDialog.js';
import { useApprovals } from './approvals/use-approvals.js';
import { CalendarPage } from './calendar/CalendarPage.js';
import { PostDetails, type PostCommand } from './details/PostDetails.js';
import { ListPage } from './list/ListPage.js';
import { publishCalls } from './publish.calls.js';
import { publishHref, publishRoute, publishTab, type PublishTab } from './publish.route.js';
import * as styles from './PublishScreen.css.js';
import { useNow } from './use-now.js';

const ComposerDialog = lazy(() => import('./composer/ComposerDialog.js'));
const BoostDialog = lazy(() => import('../ads/BoostDialog.js'));

/** What the publish area needs from the signed-in app. */
export interface PublishScreenProps {
  readonly api: ApiClient;
  readonly me: User;
  readonly packageName: PackageName;
  /** The route's path (`/publish/…`). */
  readonly path: string;
}

/** How often the calendar looks whether a scheduled post is due. */
const TICK_MS = 30_000;

/** The composer's opening: a post to edit, or a new post's suggested date and time. */
type Composing = { readonly post?: PublishPost; readonly time?: SuggestedTime };

/**
 * The publish area (`/publish`, docs/decisions/0075): the calendar (week by default, or month),
 * the list of posts and the approval queue, with "Create post" opening the composer (loaded
 * lazily) and a post's details where its abilities allow editing, deleting, retrying, approving
 * and rejecting it. Times are in the person's zone.
 */
export default function PublishScreen({ api, me, packageName, path }: PublishScreenProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => publishCalls(api), [api]);
  const zone = personTimeZone(me);
  const route = publishRoute(path);
  const tab = publishTab(route.view);
  const now = useNow(TICK_MS);
  const [reloadKey, setReloadKey] = useState(0);
  const reloadAll = useCallback(() => setReloadKey((n) => n + 1), []);
  const approvals = useApprovals(calls, reloadKey);
  const [composing, setComposing] = useState<Composing | null>(null);
  const [details, setDetails] = useState<PublishPost | null>(null);
  const [approving, setApproving] = useState<PublishPost | null>(null);
  const [rejecting, setRejecting] = useState<PublishPost | null>(null);
  const [deleting, setDeleting] = useState<PublishPost | null>(null);
  const [busy, setBusy] = useState<PostCommand | null>(null);
  // Boosting (decision 0093): where the package allows promoting, a published post's options.
  const ads = useMemo(() => adsCalls(api), [api]);
  const promote = hasArea(packageName, 'promote') && hasArea(packageName, 'ads');
  const [boostable, setBoostable] = useState<BoostOptions | null>(null);
  const [boosting, setBoosting] = useState<{ post: PublishPost; options: BoostOptions } | null>(
    null,
  );
  const detailsId = details?.status === 'published' ? details.id : null;
  useEffect(() => {
    setBoostable(null);
    if (!promote || detailsId === null) return;
    let current = true;
    ads.boostOptions(detailsId).then(
      (options) => current && setBoostable(options),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ads, promote, detailsId, reloadKey]);

  const failed = (error: unknown) =>
    toast({
      type: 'error',
      message: translate(i18n, m.actionFailed, { message: toApiError(error).message }),
    });

  /** Runs a change of a post; on success the views load again and the details show the answer. */
  const change = async (
    command: PostCommand,
    run: () => Promise<PublishPost | null>,
    done: string,
  ): Promise<boolean> => {
    setBusy(command);
    try {
      const post = await run();
      setDetails((shown) => (shown && post && shown.id === post.id ? post : post ? shown : null));
      toast({ type: 'success', message: done });
      reloadAll();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const openDetails = (post: PublishPost) => {
    setDetails(post);
    calls.post(post.id).then(
      (fresh) => setDetails((shown) => (shown?.id === fresh.id ? fresh : shown)),
      () => undefined,
    );
  };

  const command = (which: PostCommand, post: PublishPost) => {
    switch (which) {
      case 'edit':
        setDetails(null);
        setComposing({ post });
        return;
      case 'delete':
        setDeleting(post);
        return;
      case 'approve':
        setApproving(post);
        return;
      case 'reject':
        setRejecting(post);
        return;
      case 'retry':
        void change('retry', () => calls.retry(post.id), i18n._(m.retried));
        return;
    }
  };

  const tabs: readonly { id: PublishTab; href: string; text: string }[] = [
    {
      id: 'calendar',
      href: publishHref(route.view === 'month' ? 'month' : 'week'),
      text: i18n._(m.tabCalendar),
    },
    { id: 'list', href: publishHref('list'), text: i18n._(m.tabList) },
    { id: 'approvals', href: publishHref('approvals'), text: i18n._(m.tabApprovals) },
  ];
  const waiting = approvals.posts?.length ?? 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{i18n._(m.title)}</h1>
        <Button onClick={() => setComposing({})}>
          <Icon name="plus" /> {i18n._(m.createPost)}
        </Button>
      </header>
      <nav className={styles.tabs} aria-label={i18n._(m.views)}>
        {tabs.map((item) => (
          <a
            key={item.id}
            href={item.href}
            className={styles.tab}
            aria-current={item.id === tab ? 'page' : undefined}
          >
            {item.text}
            {item.id === 'approvals' && waiting > 0 && (
              <>
                <Badge tone="warning" count={waiting} aria-hidden="true" />
                <VisuallyHidden>
                  {translate(i18n, m.approvalsWaiting, { count: waiting })}
                </VisuallyHidden>
              </>
            )}
          </a>
        ))}
      </nav>

      {tab === 'calendar' && (
        <CalendarPage
          view={route.view === 'month' ? 'month' : 'week'}
          calls={calls}
          zone={zone}
          now={now}
          reloadKey={reloadKey}
          onCreate={(time) => setComposing({ time })}
          onOpen={openDetails}
        />
      )}
      {tab === 'list' && (
        <ListPage calls={calls} zone={zone} reloadKey={reloadKey} onOpen={openDetails} />
      )}
      {tab === 'approvals' && (
        <ApprovalsPage
          approvals={approvals}
          zone={zone}
          onApprove={setApproving}
          onReject={setRejecting}
          onOpen={openDetails}
        />
      )}

      <PostDetails
        post={details}
        zone={zone}
        busy={busy}
        onCommand={command}
        onClose={() => setDetails(null)}
        boostLabel={i18n._(adsMessages.boostAction)}
        onBoost={
          boostable && boostable.postId === detailsId && boostable.targets.length > 0
            ? (post) => {
                setDetails(null);
                setBoosting({ post, options: boostable });
              }
            : undefined
        }
      />
      {boosting !== null && (
        <Suspense fallback={null}>
          <BoostDialog
            options={boosting.options}
            postText={boosting.post.text}
            onClose={() => setBoosting(null)}
            onBoost={async (request) => {
              try {
                await ads.boost(request);
              } catch (error) {
                throw new Error(toApiError(error).message);
              }
              setBoosting(null);
              toast({ type: 'success', message: i18n._(adsMessages.boostDone) });
              reloadAll();
            }}
          />
        </Suspense>
      )}
      <ApproveDialog
        post={approving}
        zone={zone}
        now={now}
        busy={busy === 'approve'}
        onConfirm={(scheduledAt) => {
          const post = approving;
          if (!post) return;
          void change(
            'approve',
            () => calls.approve(post.id, scheduledAt),
            i18n._(m.approved),
          ).then((ok) => ok && setApproving(null));
        }}
        onClose={() => setApproving(null)}
      />
      <RejectDialog
        post={rejecting}
        busy={busy === 'reject'}
        onConfirm={(comment) => {
          const post = rejecting;
          if (!post) return;
          void change('reject', () => calls.reject(post.id, comment), i18n._(m.rejected)).then(
            (ok) => ok && setRejecting(null),
          );
        }}
        onClose={() => setRejecting(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._(m.deleteTitle)}
        confirmText={i18n._(m.delete)}
        confirmState="danger"
        loading={busy === 'delete'}
        onClose={(reason) => {
          const post = deleting;
          if (reason !== 'ok' || !post) return setDeleting(null);
          void change(
            'delete',
            async () => {
              await calls.remove(post.id);
              setDetails(null);
              return null;
            },
            i18n._(m.deleted),
          ).then((ok) => ok && setDeleting(null));
        }}
      >
        {i18n._(m.deleteBody)}
      </ConfirmDialog>

      {composing !== null && (
        <Suspense fallback={null}>
          <ComposerDialog
            api={api}
            me={me}
            packageName={packageName}
            timeZone={zone}
            {...(composing.post ? { post: composing.post } : {})}
            {...(composing.time
              ? { initialDate: composing.time.date, initialTime: composing.time.time }
              : {})}
            onClose={() => setComposing(null)}
            onSaved={() => {
              setComposing(null);
              toast({ type: 'success', message: i18n._(m.saved) });
              reloadAll();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
