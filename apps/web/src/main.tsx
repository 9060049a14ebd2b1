import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { catchInstallOffer } from './lib/install-offer';
import { registerServiceWorker } from './lib/service-worker';
import { initTheme } from './lib/theme';
import './index.css';

initTheme();
registerServiceWorker();
catchInstallOffer();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
