import '@smm/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createSession } from './session/session.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  );
// A session that can no longer be refreshed ends: the app shows the sign-in page again.
const session = createSession(window.localStorage, () => render());
render();
