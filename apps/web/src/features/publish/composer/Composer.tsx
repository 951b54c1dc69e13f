import { useLingui } from '@lingui/react';
import { hasArea, type PackageName } from '@smm/access';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import type { ChannelGroup, PublishAction, PublishChannel, PublishPost } from '@smm/model';
import { toApiError } from '@smm/model';
import { networkName } from '@smm/networks';
import {
  composerActions,
  composerChanged,
  composerFromPost,
  composerInput,
  composerNetworks,
  composerReducer,
  composerTiming,
  emptyComposer,
  networkChecks,
  networkContent,
  postLink,
  type ComposerState,
} from '@smm/publish';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Modal,
  NetworkIcon,
  SkeletonBlock,
  Tabs,
  TextArea,
} from '@smm/ui';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { ChannelChooser } from './ChannelChooser.js';
import { ComposerActions } from './ComposerActions.js';
import { ComposerMedia, type UploadEntry } from './ComposerMedia.js';
import { saveErrorText } from './composer.texts.js';
import * as styles from './Composer.css.js';
import { LinkPreviewField, type LinkPreviewState } from './LinkPreviewField.js';
import { NetworkCounters } from './NetworkCounters.js';
import { PostPreview } from './PostPreview.js';
import type { PublishComposerCalls } from './publish-composer.calls.js';
import { ScheduleFields } from './ScheduleFields.js';
import { useUploads } from './use-uploads.js';

/** The channels and groups the composer offers, while they load, or why they did not. */
export type ComposerSource =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly reason: string; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly channels: readonly PublishChannel[];
      readonly groups: readonly ChannelGroup[];
    };

/** Props of {@link Composer}. */
export interface ComposerViewProps {
  readonly source: ComposerSource;
  readonly calls: PublishComposerCalls;
  readonly packageName: PackageName;
  readonly timeZone: string;
  readonly post?: PublishPost | undefined;
  readonly initialDate?: string | undefined;
  readonly initialTime?: string | undefined;
  readonly onClose: () => void;
  readonly onSaved: (post: PublishPost) => void;
  /** The clock (stories and tests fix it). */
  readonly now?: () => Date;
  /** A state to start from instead of the post's or an empty one (stories). */
  readonly initialState?: ComposerState;
  /** A failed save to show at first (stories). */
  readonly initialFailure?: unknown;
  /** Uploads to show at first (stories). */
  readonly initialUploads?: readonly UploadEntry[];
}

const MAIN = 'main';
const LINK_DELAY_MS = 500;

/**
 * The post composer (platform §5, §7; docs/decisions/0074): a large dialog with the channel and
 * channel-group picker, the text with a counter per network, a version per network, media, the
 * link preview, a preview per network, the date and time in the person's zone, promote where
 * the package has it, and the main action with the others in a menu. It binds
 * `@smm/publish`'s composer rules; the calls are given.
 */
export function Composer(props: ComposerViewProps) {
  const { i18n } = useLingui();
  const { source, calls, timeZone, post } = props;
  const clock = props.now ?? (() => new Date());
  const id = useId();
  const initial = useMemo(
    () =>
      props.initialState ??
      (post
        ? composerFromPost(post, timeZone)
        : emptyComposer(props.initialDate ?? '', props.initialTime ?? '')),
    // The composer starts once, from what it was opened with.
    [],
  );
  const [state, dispatch] = useReducer(composerReducer, initial);
  const [now, setNow] = useState(clock);
  const [tab, setTab] = useState(MAIN);
  const [previewTab, setPreviewTab] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState<PublishAction | null>(null);
  const [error, setError] = useState<string | null>(() =>
    props.initialFailure === undefined ? null : saveErrorText(i18n, props.initialFailure),
  );
  const [asking, setAsking] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const uploads = useUploads(
    i18n,
    calls.upload,
    (media, network) => dispatch({ type: 'addMedia', media, ...(network ? { network } : {}) }),
    props.initialUploads,
  );

  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), 15_000);
    return () => clearInterval(timer);
  }, []);

  const ready = source.status === 'ready';
  const channels = useMemo(
    () =>
      source.status === 'ready'
        ? source.channels.filter(
            (channel) => channel.permissions.createPost || post?.channelIds.includes(channel.id),
          )
        : [],
    [source, post],
  );
  const groups = source.status === 'ready' ? source.groups : [];
  const networks = composerNetworks(state, channels);
  const checks = networkChecks(state, channels);
  const timing = composerTiming(state, timeZone, now.toISOString());
  const actions = composerActions(state, channels, timeZone, now.toISOString(), uploads.busy);
  const promoteAvailable = hasArea(props.packageName, 'promote');
  const customised = networks.filter((network) => state.variants[network] !== undefined);
  const shownTab = tab === MAIN || customised.includes(tab as never) ? tab : MAIN;

  const link = postLink(state);
  const preview = useLinkPreview(calls, link, post);

  const requestClose = () => {
    if (saving !== null) return;
    if (composerChanged(initial, state) || uploads.busy) setAsking(true);
    else props.onClose();
  };

  const send = async (action: PublishAction) => {
    setSaving(action);
    setError(null);
    try {
      const input = composerInput(state, channels, action, timeZone, { promoteAvailable });
      const saved = post ? await calls.update(post.id, input) : await calls.create(input);
      props.onSaved(saved);
    } catch (failure) {
      setError(saveErrorText(i18n, failure));
    } finally {
      setSaving(null);
    }
  };

  useEffect(() => {
    if (error !== null) errorRef.current?.focus();
  }, [error]);

  const version = (network: string | null) => {
    const content =
      network === null ? { text: state.text, media: state.media } : networkContent(state, network);
    const mainNetworks = networks.filter((n) => state.variants[n] === undefined);
    const mediaNetworks =
      network === null ? (mainNetworks.length > 0 ? mainNetworks : networks) : [network];
    const name = network === null ? '' : networkName(network);
    return (
      <div className={styles.version}>
        {network !== null && (
          <div className={styles.versionBar}>
            <p className={styles.hint}>{translate(i18n, m.variantHint, { network: name })}</p>
            <Button
              variant="ghost"
              onClick={() => {
                dispatch({ type: 'useMainText', network });
                setTab(MAIN);
              }}
            >
              {i18n._(m.useMainText)}
            </Button>
          </div>
        )}
        <TextArea
          label={network === null ? i18n._(m.text) : translate(i18n, m.textFor, { network: name })}
          value={content.text}
          rows={6}
          className={styles.textArea}
          placeholder={i18n._(m.textPlaceholder)}
          aria-describedby={`${id}-problems`}
          onChange={(event) =>
            dispatch(
              network === null
                ? { type: 'setText', text: event.target.value }
                : { type: 'setVariantText', network, text: event.target.value },
            )
          }
        />
        <ComposerMedia
          networks={mediaNetworks}
          media={content.media}
          uploads={uploads.uploads.filter((entry) => (entry.network ?? null) === network)}
          onFiles={(files) =>
            uploads.start(
              {
                networks: mediaNetworks,
                count: content.media.length,
                ...(network === null ? {} : { network }),
              },
              files,
            )
          }
          onRemove={(url) =>
            dispatch({ type: 'removeMedia', url, ...(network === null ? {} : { network }) })
          }
          onDismiss={uploads.dismiss}
        />
      </div>
    );
  };

  const body =
    source.status === 'loading' ? (
      <div className={styles.loading} role="status" aria-label={i18n._(m.loading)}>
        <SkeletonBlock height="120px" />
        <SkeletonBlock height="160px" />
      </div>
    ) : source.status === 'failed' ? (
      <div className={styles.section}>
        <p className={styles.error} role="alert">
          {translate(i18n, m.loadFailed, { reason: source.reason })}
        </p>
        <div>
          <Button variant="secondary" onClick={source.retry}>
            {i18n._(m.retry)}
          </Button>
        </div>
      </div>
    ) : (
      <div className={styles.layout}>
        <div className={styles.editor}>
          {error !== null && (
            <p ref={errorRef} className={styles.error} role="alert" tabIndex={-1}>
              {error}
            </p>
          )}
          {post?.rejection && (
            <p className={styles.notice}>
              {translate(i18n, m.rejected, {
                name: post.rejection.by.name,
                comment: post.rejection.comment,
              })}
            </p>
          )}
          <ChannelChooser
            channels={channels}
            groups={groups}
            selected={state.channelIds}
            onChange={(channelIds) => dispatch({ type: 'setChannels', channelIds })}
          />
          <section className={styles.section} aria-label={i18n._(m.versions)}>
            <Tabs
              label={i18n._(m.versions)}
              selected={shownTab}
              onChange={setTab}
              tabs={[
                { id: MAIN, label: i18n._(m.allNetworks), content: version(null) },
                ...customised.map((network) => ({
                  id: network,
                  label: (
                    <span className={styles.tabLabel}>
                      <NetworkIcon network={network} size={14} />
                      {networkName(network)}
                    </span>
                  ),
                  content: version(network),
                })),
              ]}
            />
            <NetworkCounters checks={checks} problemsId={`${id}-problems`} />
            {networks.length > customised.length && (
              <div className={styles.customise}>
                {networks
                  .filter((network) => state.variants[network] === undefined)
                  .map((network) => (
                    <Button
                      key={network}
                      variant="ghost"
                      onClick={() => {
                        dispatch({ type: 'customise', network });
                        setTab(network);
                      }}
                    >
                      <NetworkIcon network={network} size={14} />
                      {translate(i18n, m.customise, { network: networkName(network) })}
                    </Button>
                  ))}
              </div>
            )}
          </section>
          <LinkPreviewField
            value={state.linkField}
            onChange={(url) => dispatch({ type: 'setLinkField', url })}
            preview={preview}
            onRemove={() => dispatch({ type: 'removeLink' })}
          />
          <ScheduleFields
            date={state.date}
            time={state.time}
            onDate={(date) => dispatch({ type: 'setDate', date })}
            onTime={(time) => dispatch({ type: 'setTime', time })}
            onClear={() => dispatch({ type: 'clearTime' })}
            timeZone={timeZone}
            timing={timing}
            now={now}
          />
          {promoteAvailable && (
            <Checkbox
              label={i18n._(m.promote)}
              description={i18n._(m.promoteHint)}
              checked={state.promote}
              onChange={(event) => dispatch({ type: 'setPromote', promote: event.target.checked })}
            />
          )}
        </div>
        <aside className={styles.preview} aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className={styles.previewHeading}>
            {i18n._(m.preview)}
          </h3>
          {networks.length === 0 ? (
            <p className={styles.hint}>{i18n._(m.previewEmpty)}</p>
          ) : (
            <Tabs
              label={i18n._(m.previewTabs)}
              {...(previewTab !== undefined && networks.includes(previewTab as never)
                ? { selected: previewTab }
                : { selected: networks[0] as string })}
              onChange={setPreviewTab}
              tabs={networks.map((network) => {
                const author = channels.find(
                  (channel) => channel.network === network && state.channelIds.includes(channel.id),
                );
                const content = networkContent(state, network);
                return {
                  id: network,
                  label: (
                    <span className={styles.tabLabel} title={networkName(network)}>
                      <NetworkIcon network={network} size={16} label={networkName(network)} />
                    </span>
                  ),
                  content: (
                    <div className={styles.previewBody}>
                      <PostPreview
                        network={network}
                        author={{
                          name: author?.name ?? networkName(network),
                          username: author?.username ?? null,
                          avatarUrl: author?.thumbnailUrl ?? null,
                        }}
                        text={content.text}
                        media={content.media}
                        link={preview.status === 'ready' ? preview.preview : null}
                      />
                    </div>
                  ),
                };
              })}
            />
          )}
        </aside>
      </div>
    );

  return (
    <>
      <Modal
        open
        title={i18n._(post ? m.titleEdit : m.titleNew)}
        width={1200}
        closeDisabled={saving !== null}
        onClose={requestClose}
        footer={
          ready ? (
            <div className={styles.footer}>
              <ComposerActions
                actions={actions}
                hasChannels={state.channelIds.length > 0}
                saving={saving}
                onAction={(action) => void send(action)}
                onCancel={requestClose}
              />
            </div>
          ) : null
        }
      >
        {body}
      </Modal>
      <ConfirmDialog
        open={asking}
        title={i18n._(m.discardTitle)}
        confirmText={i18n._(m.discard)}
        cancelText={i18n._(m.keepEditing)}
        confirmState="danger"
        width={400}
        onClose={(reason) => {
          setAsking(false);
          if (reason === 'ok') props.onClose();
        }}
      >
        {i18n._(m.discardBody)}
      </ConfirmDialog>
    </>
  );
}

/**
 * The preview of the link in use: read by the server a moment after the link stops changing,
 * each link once; a saved post's own preview is used as it is.
 */
function useLinkPreview(
  calls: PublishComposerCalls,
  link: string | null,
  post: PublishPost | undefined,
): LinkPreviewState {
  const cache = useRef(
    new Map(post?.link && post.link.title !== null ? [[post.link.url, post.link]] : []),
  );
  const [state, setState] = useState<LinkPreviewState>({ status: 'none' });
  useEffect(() => {
    if (link === null) {
      setState({ status: 'none' });
      return undefined;
    }
    const known = cache.current.get(link);
    if (known) {
      setState({ status: 'ready', preview: known });
      return undefined;
    }
    setState({ status: 'loading', url: link });
    let current = true;
    const timer = setTimeout(() => {
      calls
        .linkMeta(link)
        .then((preview) => {
          cache.current.set(link, preview);
          if (current) setState({ status: 'ready', preview });
        })
        .catch((failure: unknown) => {
          if (current)
            setState({ status: 'failed', url: link, reason: toApiError(failure).message });
        });
    }, LINK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [calls, link]);
  return state;
}
