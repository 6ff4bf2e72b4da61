/// <reference types="vite-plugin-pwa/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './index.css';
import './lib/i18n';
import './lib/install-prompt';
import { createApp } from './app/app';
import { preloadDialogsOnFirstFormUse } from './lib/toast';
import { registerSW } from 'virtual:pwa-register';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = createApp((routes) => createBrowserRouter(routes));
createRoot(container).render(<StrictMode>{app.element}</StrictMode>);

// Toasts and dialogs load when a form is first used, ready before its answer comes; a visit
// that only reads never downloads them.
preloadDialogsOnFirstFormUse();

// The service worker that makes the site installable (spec part 2 §2.13); a new release takes
// over at once and reloads open pages (vite.config.ts, registerType 'autoUpdate').
if ('serviceWorker' in navigator) void registerSW({ immediate: true });
