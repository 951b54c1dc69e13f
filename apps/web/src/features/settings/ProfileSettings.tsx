import { useLocale } from '../../i18n/LocaleProvider.js';
import { EmailForm } from './EmailForm.js';
import { InboxPreferencesForm } from './InboxPreferencesForm.js';
import { LanguageForm } from './LanguageForm.js';
import { NameForm } from './NameForm.js';
import { PasswordForm } from './PasswordForm.js';
import { PictureForm } from './PictureForm.js';
import { TimeZoneForm } from './TimeZoneForm.js';
import type { ProfileFormProps } from './settings.calls.js';

/**
 * The profile screen (platform §2): name, e-mail address, password, picture, language and time
 * zone (decision 0073), and the person's inbox preference (decision 0057).
 */
export function ProfileSettings(props: ProfileFormProps) {
  const { locale, choose } = useLocale();
  return (
    <>
      <NameForm {...props} />
      <EmailForm {...props} />
      <PasswordForm {...props} />
      <PictureForm {...props} />
      <LanguageForm locale={locale} onChoose={(next) => void choose(next)} />
      <TimeZoneForm {...props} />
      <InboxPreferencesForm calls={props.calls} />
    </>
  );
}
