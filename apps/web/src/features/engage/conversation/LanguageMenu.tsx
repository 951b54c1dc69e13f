import { useLingui } from '@lingui/react';
import { canLabel } from '@smm/engage-rules';
import { conversationPanelMessages as m, translate } from '@smm/i18n';
import { toApiError, type EngageItem } from '@smm/model';
import { Menu, type MenuItem } from '@smm/ui';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import * as styles from './ConversationPanels.css.js';
import { languageName, MENU_LANGUAGES } from './panels.texts.js';

/** Props of {@link LanguageMenuView}. */
export interface LanguageMenuViewProps {
  /** The language the network or model detected, if any. */
  readonly detected: string | undefined;
  /** The language a person set, if any (wins over the detected one). */
  readonly corrected: string | undefined;
  /** Whether the viewer may correct it (view-only people may not). */
  readonly canChange: boolean;
  readonly onChange: (language: string) => void;
}

/**
 * The conversation's language in its header: the detected language, or the one a person set;
 * a menu of languages (the detected one marked) corrects it.
 */
export function LanguageMenuView({
  detected,
  corrected,
  canChange,
  onChange,
}: LanguageMenuViewProps) {
  const { i18n } = useLingui();
  const current = corrected ?? detected;
  const currentName = current ? languageName(current, i18n.locale) : i18n._(m.languageUnknown);
  const buttonLabel = translate(i18n, m.languageButton, { language: currentName });
  if (!canChange) {
    return (
      <span className={styles.muted} title={buttonLabel} data-testid="conversation-language">
        {currentName}
      </span>
    );
  }
  const tags = [...new Set([...(detected ? [detected] : []), ...MENU_LANGUAGES])];
  const items: MenuItem[] = tags.map((tag) => ({
    id: tag,
    label:
      tag === detected
        ? translate(i18n, m.languageDetected, { language: languageName(tag, i18n.locale) })
        : languageName(tag, i18n.locale),
    checked: tag === current,
    onSelect: () => {
      if (tag !== current) onChange(tag);
    },
  }));
  return (
    <Menu
      label={<span data-testid="conversation-language">{currentName}</span>}
      buttonLabel={buttonLabel}
      buttonTitle={buttonLabel}
      items={[{ kind: 'group', id: 'languages', label: i18n._(m.languageGroup), items }]}
      align="end"
    />
  );
}

/**
 * Corrects the open conversation's language (engage §7 `POST …/language`); a failure is a toast
 * with the server's message. Colleagues see the change live: the server announces it, and the
 * conversation is read again.
 */
export function LanguageMenu({ item }: { readonly item: EngageItem }) {
  const { i18n } = useLingui();
  const { calls, store, viewer } = useEngage();
  const toast = useToast();
  return (
    <LanguageMenuView
      detected={item.meta.detectedLanguage || undefined}
      corrected={item.meta.correctedLanguage || undefined}
      canChange={canLabel(item, viewer)}
      onChange={(language) => {
        calls
          .setLanguage(item, language)
          .then((fresh) => store.load([fresh]))
          .catch((e: unknown) =>
            toast({
              type: 'error',
              message: translate(i18n, m.languageFailed, { message: toApiError(e).message }),
            }),
          );
      }}
    />
  );
}
