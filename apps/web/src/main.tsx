import '@smm/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { UnsupportedBrowser } from './features/unsupported-browser/UnsupportedBrowser.js';
import { LocaleProvider } from './i18n/LocaleProvider.js';
import { startLocale } from './i18n/locale.js';
import { createSession } from './session/session.js';
import { missingBrowserFeatures } from './shell/browser-support.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const root = createRoot(container);
const { i18n, resolved } = await startLocale();
document.documentElement.lang = resolved.locale;
i18n.on('change', () => {
  document.documentElement.lang = i18n.locale;
});
const missing = missingBrowserFeatures(window);
const render = () =>
  root.render(
    <StrictMode>
      <LocaleProvider i18n={i18n} resolved={resolved} storage={window.localStorage}>
        {missing.length > 0 ? <UnsupportedBrowser missing={missing} /> : <App session={session} />}
      </LocaleProvider>
    </StrictMode>,
  );
// A session that can no longer be refreshed ends: the app shows the sign-in page again.
const session = createSession(window.localStorage, () => render());
render();
