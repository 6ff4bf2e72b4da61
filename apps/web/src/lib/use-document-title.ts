import { useEffect } from 'react';
import { getAppConfig } from './app-config';

/** Sets the tab title to '<page> · <site name>' (or the site name alone for the home page). */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    const site = getAppConfig().siteName;
    document.title = pageTitle ? `${pageTitle} · ${site}` : site;
  }, [pageTitle]);
}
