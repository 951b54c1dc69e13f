// Browsers without JavaScript modules are too old for the app (platform §8): index.html loads
// this file with `nomodule`, so only they run it. It is a file, not inline, so the
// Content-Security-Policy needs no 'unsafe-inline' for scripts.
document.getElementById('root').innerHTML =
  '<main><h1>Unsupported browser</h1><p>Switchboard needs a current version of Chrome, Edge, Firefox or Safari.</p></main>';
