import type { I18n } from '@lingui/core';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import type { ComposerBlock, ComposerTiming, NetworkCheck } from '@smm/publish';
import { toApiError } from '@smm/model';
import { networkName } from '@smm/networks';
import type { PostProblem } from '@smm/publish';

/** A network's problem in words: "X: the post is 281 characters; X takes 280." */
export function problemText(i18n: I18n, network: string, problem: PostProblem): string {
  const name = networkName(network);
  switch (problem.kind) {
    case 'tooLong':
      return translate(i18n, m.tooLong, { network: name, count: problem.count, max: problem.max });
    case 'empty':
      return translate(i18n, m.empty, { network: name });
    case 'textRequired':
      return translate(i18n, m.textRequired, { network: name });
  }
}

/** Every problem of the chosen networks, in words. */
export function checkProblems(i18n: I18n, checks: readonly NetworkCheck[]): string[] {
  return checks.flatMap((check) =>
    check.problems.map((problem) => problemText(i18n, check.network, problem)),
  );
}

/** Why an action cannot be taken, in words (the first reason). */
export function blockText(i18n: I18n, block: ComposerBlock): string {
  switch (block) {
    case 'noChannels':
      return i18n._(m.blockNoChannels);
    case 'content':
      return i18n._(m.blockContent);
    case 'time':
      return i18n._(m.blockTime);
    case 'uploading':
      return i18n._(m.blockUploading);
  }
}

/**
 * A time zone by its name and its offset at an instant, as people read it:
 * "Europe/London (GMT+1)".
 */
export function zoneLabel(timeZone: string, at: Date, locale = 'en'): string {
  try {
    const offset = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (offset === undefined) return timeZone;
    // Some engines write no offset as GMT+0; people read it as GMT.
    return `${timeZone} (${offset === 'GMT+0' ? 'GMT' : offset})`;
  } catch {
    return timeZone;
  }
}

/** A local time of an instant in the zone, as the person's language writes it ("02:00"). */
export function localTime(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** What the person should know about the date and time, in words; null when all is well. */
export function timingText(
  i18n: I18n,
  timing: ComposerTiming,
  timeZone: string,
): { readonly text: string; readonly tone: 'notice' | 'problem' } | null {
  switch (timing.kind) {
    case 'none':
      return null;
    case 'incomplete':
      return { text: i18n._(m.incomplete), tone: 'problem' };
    case 'invalid':
      return { text: i18n._(m.invalidTime), tone: 'problem' };
    case 'at':
      if (timing.timing === 'past') return { text: i18n._(m.past), tone: 'problem' };
      if (timing.timing === 'tooSoon') return { text: i18n._(m.tooSoon), tone: 'problem' };
      if (timing.resolution === 'exact') return null;
      return {
        text: translate(
          i18n,
          timing.resolution === 'movedForward' ? m.movedForward : m.earlierOffset,
          {
            time: localTime(timing.instant, timeZone, i18n.locale),
          },
        ),
        tone: 'notice',
      };
  }
}

/**
 * A failed save in words, by the server's status: 400 (the content checks), 403 (a channel's
 * permission), 409 (the post's status), else any other failure; the server's message is the
 * reason.
 */
export function saveErrorText(i18n: I18n, error: unknown): string {
  const { status, message } = toApiError(error);
  const descriptor =
    status === 400 || status === 422
      ? m.badRequest
      : status === 403
        ? m.forbidden
        : status === 409
          ? m.conflict
          : m.failed;
  return translate(i18n, descriptor, { reason: message });
}
