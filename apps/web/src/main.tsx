import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './index.css';
import './lib/i18n';
import './lib/install-prompt';
import { createApp } from './app/app';
import { preloadDialogs } from './lib/toast';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = createApp((routes) => createBrowserRouter(routes));
createRoot(container).render(<StrictMode>{app.element}</StrictMode>);

// Toasts and dialogs load after the first screen, ready before anyone needs one.
if ('requestIdleCallback' in window) window.requestIdleCallback(preloadDialogs);
else setTimeout(preloadDialogs, 2000);
