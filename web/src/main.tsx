import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServerRenderState } from './ssr/server-render-state';
import './styles/base.css';
import './styles/ui.css';
import './styles/layout.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Pages the server rendered (src/ssr/) are hydrated; every other page is drawn here.
const serverState = readServerRenderState();
const app = (
  <StrictMode>
    <App serverState={serverState} />
  </StrictMode>
);
if (serverState && root.hasChildNodes()) {
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.error('hydration mismatch: the page was drawn again', error),
  });
} else {
  createRoot(root).render(app);
}
