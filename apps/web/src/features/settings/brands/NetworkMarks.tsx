import { networkName } from '@smm/networks';
import { NetworkIcon } from '@smm/ui';
import * as styles from './Brands.css.js';

/**
 * The networks of a brand's public channels, each once, as badges named for screen readers and
 * on hover.
 */
export function NetworkMarks({ networks }: { readonly networks: readonly string[] }) {
  const distinct = [...new Set(networks)];
  return (
    <span className={styles.networks}>
      {distinct.map((network) => (
        <span key={network} className={styles.networkMark} title={networkName(network)}>
          <NetworkIcon network={network} size={20} label={networkName(network)} />
        </span>
      ))}
    </span>
  );
}
