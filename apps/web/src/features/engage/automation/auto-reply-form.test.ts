import { describe, expect, it } from 'vitest';
import { refusedField, strictestLimit, timeZones } from './auto-reply-form.js';

describe('the group editor', () => {
  it.each([
    ['schedule: an away message needs the opening hours', 'schedule'],
    ['schedule.2: a window needs a length', 'schedule'],
    ['message: Instagram takes at most 1,000 characters', 'message'],
    ['timezone: Mars/Base is not a time zone', 'timezone'],
    ['body.name: expected a text', 'name'],
    ['Something else went wrong', 'form'],
  ] as const)('puts "%s" next to %s', (message, field) => {
    expect(refusedField(message).field).toBe(field);
  });

  it('keeps the reason without the field', () => {
    expect(refusedField('timezone: Mars/Base is not a time zone').text).toBe(
      'Mars/Base is not a time zone',
    );
  });

  it('takes the strictest limit of the chosen networks', () => {
    const both = strictestLimit(['instagram', 'facebook'])?.limit ?? 0;
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThanOrEqual(strictestLimit(['facebook'])?.limit ?? 0);
    expect(strictestLimit([])).toBeNull();
  });

  it('offers the current time zone even when the browser does not list it', () => {
    expect(timeZones('Etc/Unknown')[0]).toBe('Etc/Unknown');
  });
});
