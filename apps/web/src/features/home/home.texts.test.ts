import { homeMessages } from '@smm/i18n';
import { describe, expect, it } from 'vitest';
import { greeting } from './home.texts.js';

describe('greeting: the time of day in the person’s zone', () => {
  it.each([
    [0, homeMessages.greetingMorning],
    [11, homeMessages.greetingMorning],
    [12, homeMessages.greetingAfternoon],
    [17, homeMessages.greetingAfternoon],
    [18, homeMessages.greetingEvening],
    [23, homeMessages.greetingEvening],
  ])('%i h', (hour, message) => {
    expect(greeting(hour)).toBe(message);
  });
});
