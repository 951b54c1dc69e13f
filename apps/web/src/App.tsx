import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { Shell } from './shell/Shell.js';
import { HomePage } from './shell/HomePage.js';

/** The app: hash routing (platform §2) inside the shell. The empty path redirects to /home. */
export function App() {
  return (
    <Router hook={useHashLocation}>
      <Shell>
        <Switch>
          <Route path="/">
            <Redirect to="/home" replace />
          </Route>
          <Route path="/home" component={HomePage} />
          {/* Unknown paths show nothing in the shell (platform §2). */}
          <Route>{null}</Route>
        </Switch>
      </Shell>
    </Router>
  );
}
