import { useLingui } from '@lingui/react';
import type { TeamVerdict } from '@smm/access';
import { teamMessages as m, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import type { Channel } from '@smm/model';
import { Button, ChannelPicker, Icon, IconButton, Modal, NetworkIcon, Tooltip } from '@smm/ui';
import { useState } from 'react';
import { DENIAL_TEXTS } from './teams.texts.js';
import * as styles from './Teams.css.js';

/** Props of {@link TeamChannels}. */
export interface TeamChannelsProps {
  readonly teamName: string;
  /** The team's channels (those the person sees). */
  readonly channels: readonly Channel[];
  /** The channels the person sees that the team does not hold yet. */
  readonly addable: readonly Channel[];
  /** Whether the person gives the team channels and takes them away. */
  readonly right: TeamVerdict;
  /** The channel being taken away, or `'new'` while channels are added. */
  readonly busy: string | null;
  readonly onAdd: (channelIds: readonly string[]) => Promise<boolean>;
  readonly onRemove: (channel: Channel) => void;
}

/**
 * The team's channels: its members see them and work on them with their team role. Who manages
 * the team adds channels they see (with the channel picker) and takes channels away.
 */
export function TeamChannels(props: TeamChannelsProps) {
  const { i18n } = useLingui();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const allowed = props.right.allowed;
  const open = () => {
    setSelected([]);
    setAttempted(false);
    setPicking(true);
  };
  const add = async () => {
    setAttempted(true);
    if (selected.length === 0) return;
    if (await props.onAdd(selected)) setPicking(false);
  };
  return (
    <section className={styles.section} aria-labelledby="team-channels-title">
      <div className={styles.sectionTop}>
        <h3 id="team-channels-title" className={styles.sectionTitle}>
          {i18n._(m.channelsTitle)}
        </h3>
        {allowed && (
          <Button variant="secondary" onClick={open}>
            <Icon name="plus" /> {i18n._(m.addChannels)}
          </Button>
        )}
      </div>
      <p className={styles.text}>{i18n._(m.channelsIntro)}</p>
      {!props.right.allowed && (
        <p className={styles.notice}>
          <Icon name="info" />
          <span>{i18n._(DENIAL_TEXTS[props.right.reason])}</span>
        </p>
      )}
      {props.channels.length === 0 ? (
        <p className={styles.text}>{i18n._(m.channelsEmpty)}</p>
      ) : (
        <ul className={styles.channelList}>
          {props.channels.map((channel) => {
            const remove = translate(i18n, m.removeChannel, { name: channel.name });
            return (
              <li key={channel.id} className={styles.channelItem} data-channel-id={channel.id}>
                <NetworkIcon network={channel.type} size={20} />
                <span className={styles.channelName}>
                  {channel.name} <span className={styles.muted}>{networkName(channel.type)}</span>
                </span>
                {allowed && (
                  <Tooltip content={remove}>
                    <IconButton
                      label={remove}
                      disabled={props.busy !== null}
                      onClick={() => props.onRemove(channel)}
                    >
                      <Icon name="close" />
                    </IconButton>
                  </Tooltip>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={picking}
        width={800}
        title={translate(i18n, m.addChannelsTitle, { name: props.teamName })}
        closeDisabled={props.busy === 'new'}
        onClose={() => setPicking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPicking(false)}>
              {i18n._(m.cancel)}
            </Button>
            <Button
              busy={props.busy === 'new'}
              disabled={props.addable.length === 0}
              onClick={() => void add()}
            >
              {translate(i18n, m.addChosen, { count: selected.length })}
            </Button>
          </>
        }
      >
        {props.addable.length === 0 ? (
          <p className={styles.text}>{i18n._(m.noChannelsToAdd)}</p>
        ) : (
          <ChannelPicker
            legend={i18n._(m.channelsLegend)}
            channels={props.addable.map((channel) => ({
              id: channel.id,
              name: channel.name,
              network: channel.type,
            }))}
            selected={selected}
            onChange={setSelected}
            error={attempted && selected.length === 0 ? i18n._(m.chooseChannels) : undefined}
          />
        )}
      </Modal>
    </section>
  );
}
