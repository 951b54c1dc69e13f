import type { I18n } from '@lingui/core';
import { translate, trackingMessages } from '@smm/i18n';
import { TRACKING_PLACEHOLDERS, type TrackingProblem } from '@smm/tracking';

/** The placeholders as written, for messages that name them: `{ network: '{network}', … }`. */
export const PLACEHOLDER_VALUES: Readonly<Record<string, string>> = Object.fromEntries(
  TRACKING_PLACEHOLDERS.map((name) => [name, `{${name}}`]),
);

/** A parameter problem in words. */
export function problemText(i18n: I18n, problem: TrackingProblem): string {
  switch (problem.kind) {
    case 'tooMany':
      return translate(i18n, trackingMessages.tooMany, { max: problem.max });
    case 'keyMissing':
      return i18n._(trackingMessages.keyMissing);
    case 'keyInvalid':
      return i18n._(trackingMessages.keyInvalid);
    case 'keyRepeated':
      return i18n._(trackingMessages.keyRepeated);
    case 'valueTooLong':
      return translate(i18n, trackingMessages.valueTooLong, { max: problem.max });
    case 'unknownPlaceholder':
      return translate(i18n, trackingMessages.unknownPlaceholder, {
        ...PLACEHOLDER_VALUES,
        found: `{${problem.name}}`,
      });
  }
}
