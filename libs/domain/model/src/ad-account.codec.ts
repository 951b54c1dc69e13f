import * as t from 'io-ts';
import { Id, nullable } from './codec.utils.js';
import { Network } from './network.codec.js';

/** An ad account (platform §3). */
export const AdAccount = t.type({ id: Id, socialNetwork: Network }, 'AdAccount');
export type AdAccount = t.TypeOf<typeof AdAccount>;

/** The ad-account state of the ads area (platform §3). */
export const AdAccountState = t.type(
  {
    selected: nullable(AdAccount),
    autoBoostSelected: nullable(AdAccount),
    loading: t.boolean,
    loaded: t.boolean,
    disconnected: t.array(AdAccount),
    disconnectedLoaded: t.boolean,
  },
  'AdAccountState',
);
export type AdAccountState = t.TypeOf<typeof AdAccountState>;
