import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TrackPage } from './track-page';
import '../index.css';

/** The on-my-way tracking page's own entry (track.html): one small page, no shell, no sign-in. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TrackPage token={decodeURIComponent(window.location.pathname.replace(/^\/track\//, ''))} />
  </StrictMode>,
);
