import { useLingui } from '@lingui/react';
import { channelGroupMessages } from '@smm/i18n';
import { TEXT_LIMITS, type ChannelGroup, type ChannelGroupInput } from '@smm/model';
import { ChannelPicker, Input, type PickerChannel } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './ChannelGroups.css.js';
import { FormActions } from '../FormActions.js';

/** Props of {@link ChannelGroupForm}. */
export interface ChannelGroupFormProps {
  /** The group to edit; none for a new one. */
  readonly group?: ChannelGroup | undefined;
  /** The channels the person may put into a group (those they manage). */
  readonly channels: readonly PickerChannel[];
  readonly saving?: boolean;
  readonly error?: string | undefined;
  readonly onSave: (input: ChannelGroupInput) => void;
  readonly onCancel: () => void;
}

/**
 * The form of a channel group: its name and its channels, picked among those the person manages.
 * A group's channels the person does not manage stay in it (docs/decisions/0036), which the form
 * says when there are some.
 */
export function ChannelGroupForm({
  group,
  channels,
  saving = false,
  error,
  onSave,
  onCancel,
}: ChannelGroupFormProps) {
  const { i18n } = useLingui();
  const nameId = useId();
  const offered = new Set(channels.map((channel) => channel.id));
  const [name, setName] = useState(group?.name ?? '');
  const [selected, setSelected] = useState<readonly string[]>(
    () => group?.channelIds.filter((id) => offered.has(id)) ?? [],
  );
  const [attempted, setAttempted] = useState(false);
  const othersStay = group !== undefined && group.channelIds.some((id) => !offered.has(id));
  const nameMissing = name.trim() === '';
  const noChannel = selected.length === 0 && !othersStay;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (nameMissing) {
      document.getElementById(nameId)?.focus();
      return;
    }
    if (noChannel) return;
    onSave({ name: name.trim(), channelIds: [...selected] });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        id={nameId}
        label={i18n._(channelGroupMessages.name)}
        value={name}
        maxLength={TEXT_LIMITS.name}
        required
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={attempted && nameMissing ? i18n._(channelGroupMessages.nameRequired) : undefined}
      />
      <ChannelPicker
        legend={i18n._(channelGroupMessages.channelsLegend)}
        channels={channels}
        selected={selected}
        onChange={setSelected}
        error={attempted && noChannel ? i18n._(channelGroupMessages.channelsRequired) : undefined}
      />
      {othersStay && <p className={styles.hint}>{i18n._(channelGroupMessages.othersStay)}</p>}
      <FormActions
        error={error}
        submitLabel={i18n._(group ? channelGroupMessages.save : channelGroupMessages.create)}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
