import { describe, expect, it } from 'vitest';
import {
  groupSelection,
  matchesQuery,
  searchPicker,
  toggleChannel,
  toggleGroup,
  type PickerGroup,
} from './channelPicker.rules.js';

const channels = [
  { id: 'facebook-1', name: 'Café Zürich', network: 'facebook' },
  { id: 'instagram-1', name: 'Café Zürich', network: 'instagram' },
  { id: 'twitter-1', name: 'Coffee news', network: 'twitter' },
  { id: 'linkedin-1', name: 'Coffee Ltd', network: 'linkedIn' },
];
const europe: PickerGroup = {
  id: 'eu',
  name: 'Europe',
  channelIds: ['instagram-1', 'facebook-1', 'gone-1'],
};

describe('groupSelection', () => {
  it.each([
    [[], 'none'],
    [['twitter-1'], 'none'],
    [['facebook-1'], 'some'],
    [['instagram-1', 'facebook-1'], 'all'],
    [['facebook-1', 'instagram-1', 'twitter-1'], 'all'],
  ])('%j ticked → %s', (selected, selection) => {
    expect(groupSelection(europe, channels, selected)).toBe(selection);
  });

  it('counts a group with no channel on offer as none', () => {
    expect(groupSelection({ id: 'x', name: 'X', channelIds: ['gone-1'] }, channels, [])).toBe(
      'none',
    );
  });
});

describe('toggleGroup', () => {
  it.each([
    [
      'ticks the missing channels, in the order offered',
      ['twitter-1'],
      ['twitter-1', 'facebook-1', 'instagram-1'],
    ],
    ['completes a group ticked in part', ['instagram-1'], ['instagram-1', 'facebook-1']],
    ['unticks a group ticked whole', ['facebook-1', 'twitter-1', 'instagram-1'], ['twitter-1']],
  ])('%s', (_, selected, expected) => {
    expect(toggleGroup(selected, europe, channels)).toEqual(expected);
  });

  it('never ticks a channel that is not on offer', () => {
    expect(toggleGroup([], europe, channels)).not.toContain('gone-1');
  });
});

describe('toggleChannel', () => {
  it.each([
    [[], 'a', ['a']],
    [['a', 'b'], 'a', ['b']],
  ])('%j ± %s → %j', (selected, id, expected) => {
    expect(toggleChannel(selected, id)).toEqual(expected);
  });
});

describe('search', () => {
  it.each([
    ['Café Zürich', 'zurich', true],
    ['Café Zürich', 'CAFE zür', true],
    ['Café Zürich', 'cafe berlin', false],
    ['anything', '  ', true],
  ])('%j matches %j: %s', (text, query, matches) => {
    expect(matchesQuery(text, query)).toBe(matches);
  });

  it('finds channels by name or network name, groups by name or their channels’ names', () => {
    const shown = searchPicker(channels, [europe], 'linkedin');
    expect(shown.channels.map((c) => c.id)).toEqual(['linkedin-1']);
    expect(shown.groups).toEqual([]);
    expect(searchPicker(channels, [europe], 'zurich').groups).toEqual([europe]);
    expect(searchPicker(channels, [europe], 'europe').groups).toEqual([europe]);
    expect(searchPicker(channels, [europe], 'x').channels.map((c) => c.id)).toEqual(['twitter-1']);
  });
});
