import { useLingui } from '@lingui/react';
import { translate, whatsappProfileMessages as m } from '@smm/i18n';
import {
  characterCount,
  WHATSAPP_PROFILE_LIMITS,
  WhatsAppVertical,
  type WhatsAppProfile,
} from '@smm/model';
import type { WhatsAppProfileProblem } from '@smm/networks';
import { Button, ConfirmDialog, Icon, IconButton, Input, Select, TextArea, Tooltip } from '@smm/ui';
import { type FormEvent, useEffect, useState } from 'react';
import * as page from '../ChannelDetail.css.js';
import * as styles from './WhatsAppProfile.css.js';
import { draftOf, overBy, problemsByField, type ProfileDraft } from './whatsapp-profile.forms.js';
import { VERTICAL_TEXTS } from './whatsapp-profile.texts.js';
import { WhatsAppPhotoField, type WhatsAppPhotoFieldProps } from './WhatsAppPhotoField.js';

/** Props of {@link WhatsAppProfileForm}. */
export interface WhatsAppProfileFormProps {
  /** The profile as WhatsApp has it. */
  readonly profile: WhatsAppProfile;
  /** The profile is being saved. */
  readonly saving: boolean;
  /** Why the server refused the last save. */
  readonly error?: string | undefined;
  readonly onSave: (draft: ProfileDraft) => void;
  /** The profile is being cleared. */
  readonly resetting: boolean;
  /** Clears the profile on WhatsApp (after the person confirmed). */
  readonly onReset: () => void;
  /** The photo's state and upload. */
  readonly photo: Omit<WhatsAppPhotoFieldProps, 'photoUrl'>;
}

type TextField = 'about' | 'address' | 'description' | 'email';

/**
 * A WhatsApp channel's business profile (platform §3, §8): about, address, description, e-mail,
 * industry and up to two websites, each with its counter and WhatsApp's rule checked as the
 * person types (`whatsappProfileProblems`); Save refuses while a field is wrong; Reset asks
 * first, since it clears the profile on WhatsApp; the photo above.
 */
export function WhatsAppProfileForm(props: WhatsAppProfileFormProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(props.profile));
  const [refused, setRefused] = useState(false);
  const [asking, setAsking] = useState(false);
  // A saved or cleared profile replaces the draft; a new photo alone keeps what is being typed.
  const fields = JSON.stringify(draftOf(props.profile));
  useEffect(() => {
    setDraft(JSON.parse(fields) as ProfileDraft);
    setRefused(false);
  }, [fields]);
  useEffect(() => {
    if (!props.resetting) setAsking(false);
  }, [props.resetting]);

  const { problems, of } = problemsByField(draft);
  const say = (problem: WhatsAppProfileProblem | undefined, value = ''): string | undefined => {
    if (problem === undefined) return undefined;
    switch (problem.reason) {
      case 'tooLong':
        return translate(i18n, m.tooLong, {
          max: i18n.number(problem.max),
          over: i18n.number(overBy(value, problem.max)),
        });
      case 'notEmail':
        return i18n._(m.notEmail);
      case 'notWebsite':
        return i18n._(m.notWebsite);
      case 'tooMany':
        return translate(i18n, m.tooManyWebsites, { max: problem.max });
    }
  };
  const counter = (value: string, max: number) =>
    translate(i18n, m.counter, {
      count: i18n.number(characterCount(value)),
      max: i18n.number(max),
    });
  const set = (field: TextField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const text = (field: TextField, label: string) => ({
    name: field,
    label,
    value: draft[field],
    hint: counter(draft[field], WHATSAPP_PROFILE_LIMITS[field]),
    error: say(of(field), draft[field]),
  });
  const setWebsite = (index: number, value: string) =>
    setDraft((current) => ({
      ...current,
      websites: current.websites.map((site, at) => (at === index ? value : site)),
    }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused(problems.length > 0);
    if (problems.length > 0) {
      // Take the person to the first field to correct: it may be far above the button.
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    props.onSave({ ...draft, websites: draft.websites.filter((site) => site.trim() !== '') });
  };

  return (
    <>
      <form
        className={page.section}
        onSubmit={submit}
        noValidate
        aria-labelledby="whatsapp-profile-title"
      >
        <h3 id="whatsapp-profile-title" className={page.sectionTitle}>
          {i18n._(m.profileTitle)}
        </h3>
        <p className={page.text}>{i18n._(m.profileIntro)}</p>
        <WhatsAppPhotoField photoUrl={props.profile.photoUrl ?? null} {...props.photo} />
        <div className={styles.fields}>
          <Input
            {...text('about', i18n._(m.about))}
            onChange={(event) => set('about')(event.currentTarget.value)}
          />
          <Input
            {...text('email', i18n._(m.email))}
            type="email"
            autoComplete="off"
            onChange={(event) => set('email')(event.currentTarget.value)}
          />
          <Input
            {...text('address', i18n._(m.address))}
            onChange={(event) => set('address')(event.currentTarget.value)}
          />
          <Select
            name="vertical"
            label={i18n._(m.vertical)}
            value={draft.vertical}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (WhatsAppVertical.is(value))
                setDraft((current) => ({ ...current, vertical: value }));
            }}
            options={Object.entries(VERTICAL_TEXTS).map(([value, label]) => ({
              value,
              label: i18n._(label),
            }))}
          />
          <TextArea
            {...text('description', i18n._(m.description))}
            rows={4}
            fieldClassName={styles.wide}
            onChange={(event) => set('description')(event.currentTarget.value)}
          />
          <fieldset className={`${styles.websites} ${styles.wide}`}>
            <legend className={styles.legend}>{i18n._(m.websites)}</legend>
            <p className={styles.hint}>{i18n._(m.websitesHint)}</p>
            {draft.websites.map((site, index) => {
              const number = index + 1;
              const remove = translate(i18n, m.removeWebsite, { number });
              return (
                <div key={index} className={styles.websiteRow}>
                  <Input
                    name={`website-${number}`}
                    type="url"
                    label={translate(i18n, m.website, { number })}
                    value={site}
                    hint={counter(site, WHATSAPP_PROFILE_LIMITS.website)}
                    error={say(of('websites', index), site)}
                    onChange={(event) => setWebsite(index, event.currentTarget.value)}
                  />
                  <Tooltip content={remove}>
                    <IconButton
                      label={remove}
                      className={styles.removeWebsite}
                      onClick={() =>
                        setDraft((current) => ({
                          ...current,
                          websites: current.websites.filter((_, at) => at !== index),
                        }))
                      }
                    >
                      <Icon name="trash" />
                    </IconButton>
                  </Tooltip>
                </div>
              );
            })}
            {say(of('websites')) !== undefined && (
              <p className={styles.reason}>{say(of('websites'))}</p>
            )}
            <div>
              <Button
                type="button"
                variant="secondary"
                disabled={draft.websites.length >= WHATSAPP_PROFILE_LIMITS.websites}
                onClick={() =>
                  setDraft((current) => ({ ...current, websites: [...current.websites, ''] }))
                }
              >
                <Icon name="plus" size={16} />
                {i18n._(m.addWebsite)}
              </Button>
            </div>
          </fieldset>
        </div>
        {refused && problems.length > 0 && (
          <p role="alert" className={styles.alert}>
            {i18n._(m.fixProblems)}
          </p>
        )}
        {props.error !== undefined && props.error !== '' && (
          <p role="alert" className={styles.alert}>
            {props.error}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
            {i18n._(m.reset)}
          </Button>
          <Button type="submit" busy={props.saving}>
            {i18n._(m.save)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={i18n._(m.resetTitle)}
        confirmText={i18n._(m.resetConfirm)}
        confirmState="danger"
        loading={props.resetting}
        onClose={(reason) => (reason === 'ok' ? props.onReset() : setAsking(false))}
      >
        {i18n._(m.resetBody)}
      </ConfirmDialog>
    </>
  );
}
