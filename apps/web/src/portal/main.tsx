import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './portal-app';
import '../index.css';

/** The customer portal's own entry (portal.html): no staff shell, router or query client. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
