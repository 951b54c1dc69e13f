import { useLingui } from '@lingui/react';
import { translate, whatsappProfileMessages as m } from '@smm/i18n';
import * as styles from './WhatsAppProfile.css.js';
import { templateParts } from './whatsapp-profile.forms.js';

/** A template's text with each placeholder `{{n}}` set apart, and named for screen readers. */
export function TemplateText({ text }: { readonly text: string }) {
  const { i18n } = useLingui();
  return (
    <p className={styles.templateText}>
      {templateParts(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <span
            key={index}
            className={styles.placeholderChip}
            title={translate(i18n, m.placeholder, { number: part.number })}
          >
            {`{{${part.number}}}`}
          </span>
        ),
      )}
    </p>
  );
}
