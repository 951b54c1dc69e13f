/**
 * The demo brand's own accounts on the sandbox networks: Demo Coffee's page, profile or
 * location on each, managed on the networks by its administrator. The demo organisation's
 * channels are these accounts, so reconnecting one works as on a real network: its
 * administrator allows it on the consent page.
 */
export const DEMO_BRAND_LOGIN = 'admin@demo.test';

/** The network's id of each demo account: its channel is `{network}-demo`. */
export const DEMO_BRAND_EXTERNAL_ID = 'demo';

/** Network (as stored), name, username, followers and when it was first added. */
export const DEMO_BRAND_ACCOUNTS = [
  // Added before 21 September 2019: Facebook asks for it to be connected again.
  ['facebook', 'Demo Coffee', 'democoffee', 18_420, '2019-05-14T09:30:00Z'],
  ['instagram', 'Demo Coffee', 'demo.coffee', 32_150, '2021-03-02T10:00:00Z'],
  ['whatsapp', 'Demo Coffee Support', '+44 20 7946 0018', null, '2023-06-19T08:15:00Z'],
  ['twitter', 'Demo Coffee', 'democoffee', 9_870, '2020-11-23T14:45:00Z'],
  ['youtube', 'Demo Coffee TV', 'democoffeetv', 4_310, '2022-01-10T12:00:00Z'],
  ['linkedIn', 'Demo Coffee Ltd', 'demo-coffee', 2_640, '2022-08-30T16:20:00Z'],
  ['tiktok', 'Demo Coffee', 'democoffee', 51_200, '2023-02-14T11:00:00Z'],
  [
    'googlemybusiness',
    'Demo Coffee, King’s Cross',
    'demo-coffee-kings-cross',
    1_120,
    '2021-09-01T07:45:00Z',
  ],
  ['threads', 'Demo Coffee', 'demo.coffee', 6_480, '2024-07-08T13:30:00Z'],
  ['pinterest', 'Demo Coffee', 'democoffee', 870, '2024-02-26T15:10:00Z'],
] as const;
