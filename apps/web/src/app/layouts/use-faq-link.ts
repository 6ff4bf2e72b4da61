import { FAQ_SCROLL_DELAY_MS } from '@kamao/contract/constants';
import { matchesPagePath, pagePaths } from '@kamao/contract/page-paths';
import { useLocation, useNavigate } from 'react-router';
import { FAQ_SECTION_ID } from '../../lib/page-anchors';

/** The home page's code may still be loading after 300 ms: look again a few times. */
const RETRY_MS = 150;
const RETRIES = 12;

function scrollToFaq(retriesLeft: number): void {
  const section = document.getElementById(FAQ_SECTION_ID);
  if (section) {
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  } else if (retriesLeft > 0) {
    window.setTimeout(() => scrollToFaq(retriesLeft - 1), RETRY_MS);
  }
}

/**
 * FAQ in the top bar and footer (docs/product/site-and-pages.md#public-top-bar): on the home page
 * it scrolls to the FAQ section; elsewhere it goes to / first and scrolls after 300 ms.
 */
export function useGoToFaq(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    if (matchesPagePath(pagePaths.home, pathname)) {
      scrollToFaq(0);
      return;
    }
    void navigate(pagePaths.home);
    window.setTimeout(() => scrollToFaq(RETRIES), FAQ_SCROLL_DELAY_MS);
  };
}
