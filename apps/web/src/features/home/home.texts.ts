import type { MessageDescriptor } from '@lingui/core';
import { homeMessages } from '@smm/i18n';
import type { HomeWidget } from '@smm/model';

/** Each widget's title, the area it links to and the link's text. */
export const WIDGET_TEXTS: Readonly<
  Record<HomeWidget, { title: MessageDescriptor; href: string; open: MessageDescriptor }>
> = {
  publishing: { title: homeMessages.publishing, href: '#/publish', open: homeMessages.openPublish },
  engage: { title: homeMessages.engage, href: '#/engage', open: homeMessages.openInbox },
  measure: { title: homeMessages.measure, href: '#/measure', open: homeMessages.openMeasure },
  audience: { title: homeMessages.audience, href: '#/audience', open: homeMessages.openAudience },
  listen: { title: homeMessages.listen, href: '#/listen', open: homeMessages.openListen },
};

/**
 * The greeting for the hour of the day in the person's zone: morning before noon, afternoon
 * until 6 pm, evening after.
 *
 * @example
 * greeting(9) // homeMessages.greetingMorning
 */
export function greeting(hour: number): MessageDescriptor {
  if (hour < 12) return homeMessages.greetingMorning;
  if (hour < 18) return homeMessages.greetingAfternoon;
  return homeMessages.greetingEvening;
}
