import { useLingui } from '@lingui/react';
import {
  MAX_TEMPLATE_BODY_LENGTH,
  templateDraftState,
  templateParameters,
  type TemplateParameterError,
} from '@smm/engage-rules';
import { composerControlMessages as m, translate } from '@smm/i18n';
import type { WhatsAppTemplate } from '@smm/model';
import { Button, Input, Select } from '@smm/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import * as styles from './WhatsAppTemplateComposer.css.js';

/** Props of {@link WhatsAppTemplateComposer}. */
export interface WhatsAppTemplateComposerProps {
  /** The channel's approved templates. */
  readonly loadTemplates: () => Promise<readonly WhatsAppTemplate[]>;
  /** Sends the template with its values; resolves true when it went (the form then empties). */
  readonly onSend: (templateId: string, parameters: readonly string[]) => Promise<boolean>;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly templates: readonly WhatsAppTemplate[] };

const PARAMETER_ERRORS = {
  empty: m.parameterEmpty,
  lineBreak: m.parameterLineBreak,
  tooManySpaces: m.parameterSpaces,
} as const satisfies Record<TemplateParameterError, unknown>;

/**
 * The reply box of a WhatsApp conversation whose 24-hour window has closed: the channel's
 * approved templates, a field for each `{{n}}` of the chosen one (WhatsApp's parameter rules,
 * shown once the person has typed or tried to send), the message as the customer will read it,
 * and "Send template".
 */
export function WhatsAppTemplateComposer(props: WhatsAppTemplateComposerProps) {
  const { i18n } = useLingui();
  const { loadTemplates, onSend } = props;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<readonly string[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const previewId = useId();

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    loadTemplates().then(
      (templates) => {
        if (!current) return;
        setLoaded({ status: 'ready', templates });
        setTemplateId((id) => id || (templates[0]?.id ?? ''));
      },
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [loadTemplates, attempt]);

  const choose = useCallback((id: string) => {
    setTemplateId(id);
    setValues([]);
    setTouched(new Set());
    setTried(false);
  }, []);

  if (loaded.status === 'loading') {
    return (
      <div className={styles.composer}>
        <p className={styles.notice}>{i18n._(m.templateWindowClosed)}</p>
        <p role="status" className={styles.status}>
          {i18n._(m.templatesLoading)}
        </p>
      </div>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className={styles.composer}>
        <p className={styles.notice}>{i18n._(m.templateWindowClosed)}</p>
        <p role="alert" className={styles.status}>
          {i18n._(m.templatesFailed)}
        </p>
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {i18n._(m.retry)}
          </Button>
        </div>
      </div>
    );
  }
  const template = loaded.templates.find((candidate) => candidate.id === templateId);
  const state = template ? templateDraftState(template.text, values) : null;

  const send = async () => {
    setTried(true);
    if (!template || !state?.canSend || sending) return;
    setSending(true);
    const sent = await onSend(template.id, templateParameters(template.text, values));
    setSending(false);
    if (sent) {
      setValues([]);
      setTouched(new Set());
      setTried(false);
    }
  };

  return (
    <form
      className={styles.composer}
      aria-label={i18n._(m.template)}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      data-testid="whatsapp-template-composer"
    >
      <p className={styles.notice}>{i18n._(m.templateWindowClosed)}</p>
      {loaded.templates.length === 0 ? (
        <p className={styles.status}>{i18n._(m.noTemplates)}</p>
      ) : (
        <>
          <Select
            label={i18n._(m.template)}
            value={templateId}
            onChange={(event) => choose(event.target.value)}
            options={[
              ...(template ? [] : [{ value: '', label: i18n._(m.chooseTemplate) }]),
              ...loaded.templates.map((candidate) => ({
                value: candidate.id,
                label: translate(i18n, m.templateOption, {
                  name: candidate.name,
                  language: candidate.language,
                }),
              })),
            ]}
          />
          {state && state.fields.length > 0 && (
            <div className={styles.fields}>
              {state.fields.map((field) => {
                const shown = field.error && (tried || touched.has(field.index));
                return (
                  <Input
                    key={`${templateId}-${field.index}`}
                    label={translate(i18n, m.parameter, { placeholder: `{{${field.index}}}` })}
                    value={field.value}
                    aria-describedby={previewId}
                    error={shown && field.error ? i18n._(PARAMETER_ERRORS[field.error]) : undefined}
                    onChange={(event) => {
                      const next = [...values];
                      next[field.index - 1] = event.target.value;
                      setValues(next);
                    }}
                    onBlur={() => setTouched(new Set(touched).add(field.index))}
                  />
                );
              })}
            </div>
          )}
          {state && (
            <>
              <h3 className={styles.previewHeading}>{i18n._(m.preview)}</h3>
              <p
                id={previewId}
                className={styles.preview}
                aria-live="polite"
                data-testid="template-preview"
              >
                {state.preview}
              </p>
            </>
          )}
          <div className={styles.footer}>
            {state?.tooLong && (
              <span role="alert" className={styles.error}>
                {translate(i18n, m.templateTooLong, { max: MAX_TEMPLATE_BODY_LENGTH })}
              </span>
            )}
            <Button
              type="submit"
              busy={sending}
              disabled={!template || (tried && state?.canSend === false)}
            >
              {i18n._(m.sendTemplate)}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
