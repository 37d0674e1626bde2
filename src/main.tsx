// Entry point: mounts the app shell and starts the service worker.

import { render } from 'solid-js/web';
import { startServiceWorker } from './pwa/index';
import { App } from './ui/App';
import { startLanguage } from './ui/language';
import './ui/styles.css';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
// The first screen already speaks the player's language (its catalogue is a chunk of its own).
await startLanguage();
render(() => <App />, root);
// Offline install and the update prompt; the app works without it (e.g. on plain http).
void startServiceWorker();
