import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';
import { isFirstPaintScript } from './vite-first-paint.ts';

/**
 * The pages a visitor reaches first: the home page (with its contact form), login, sign-up and
 * the member dashboard. With the app shell, their code is what the service worker precaches
 * (before, an install downloaded the whole build, the operator console and every game
 * included); the rest is cached the first time a page uses it (vite.config.ts, runtimeCaching).
 */
const FIRST_PAGES = [
  'src/features/site/home-page.tsx',
  'src/features/contact/contact-section.tsx',
  'src/features/auth/login-page.tsx',
  'src/features/auth/signup-page.tsx',
  'src/features/dashboard/dashboard-page.tsx',
];

/**
 * Finds the shell's and the first pages' files in the bundle (each with every chunk and style
 * sheet it imports) and gives the precache manifest a transform that keeps, of the hashed
 * files under assets/, only those. Files outside assets/ (icons, the manifest) stay.
 */
export function firstVisitPrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const keep = new Set<string>();
  let collected = false;

  const plugin: Plugin = {
    name: 'kamao-first-visit-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      keep.clear();
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const isFirstPage = (id: string | null) =>
        id !== null && FIRST_PAGES.some((page) => id.replaceAll('\\', '/').endsWith(page));
      const visit = (fileName: string) => {
        if (keep.has(fileName)) return;
        keep.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) keep.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) {
        // The entry and what it imports: the shell (layouts, router, the service worker's
        // registration).
        if (chunk.isEntry || isFirstPage(chunk.facadeModuleId)) visit(chunk.fileName);
      }
      for (const chunk of chunks.values()) {
        if (/workbox-window/.test(chunk.fileName)) visit(chunk.fileName);
      }
      collected = true;
    },
  };

  const manifestTransform: ManifestTransform = async (entries) => {
    if (!collected) throw new Error('firstVisitPrecache: the bundle was not seen');
    const manifest = entries.filter(
      (entry) =>
        !entry.url.startsWith('assets/') || keep.has(entry.url) || isFirstPaintScript(entry.url),
    );
    return { manifest, warnings: [] };
  };

  return { plugin, manifestTransform };
}
