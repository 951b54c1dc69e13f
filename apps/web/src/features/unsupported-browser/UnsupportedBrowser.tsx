import { useLingui } from '@lingui/react';
import { platformMessages, shellMessages } from '@smm/i18n';

/**
 * The page an unsupported browser gets (platform §2, §8: "Unsupported browser"), in place of an
 * app that would break. `missing` names what the browser lacks, for support.
 */
export function UnsupportedBrowser({ missing }: { readonly missing: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <main>
      <h1>{i18n._(platformMessages.unsupportedBrowser)}</h1>
      <p>{i18n._(shellMessages.unsupportedBrowserBody)}</p>
      <p>
        <small>{missing.join(', ')}</small>
      </p>
    </main>
  );
}
