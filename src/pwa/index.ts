// The installable app, seen from the page: service worker registration and the update prompt.

export {
  applyUpdate,
  checkForUpdate,
  onUpdateAvailable,
  startServiceWorker,
  updateAvailable,
} from './service-worker';
