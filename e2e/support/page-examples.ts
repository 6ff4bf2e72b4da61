import {
  isMemberPath,
  pagePaths,
  signupWithReferrerPath,
  taskWallPath,
  ticTacToePlayPath,
} from '@kamao/contract/page-paths';

/**
 * Every route of the contract's page table with an address a browser can open (a pattern with a
 * parameter gets an example value), so a page added to the table is visited by the journeys that
 * go through all of them the day it is added.
 */
const EXAMPLES: Record<string, string> = {
  [pagePaths.signupWithReferrer]: signupWithReferrerPath('demo'),
  [pagePaths.passwordReset]: '/password-reset-form/not-a-real-token',
  [pagePaths.emailVerification]: '/email-verification/not-a-real-token/someone%40example.com',
  [pagePaths.ticTacToePlay]: ticTacToePlayPath('room-1', 'Practice Room'),
  [pagePaths.shortLinkLastPage]: '/member/last-page/abc123',
  [pagePaths.shortLinkInterstitial]: '/member/short/abc123',
  [pagePaths.taskWall]: taskWallPath('https://wall.example.com/offers?user=1'),
  [pagePaths.waitRedirecting]: '/member/waitRedirecting?link=https%3A%2F%2Fexample.com%7C%7C5',
  [pagePaths.iframeAd]: '/member/iframe?link=https%3A%2F%2Fexample.com%7C%7C5',
  [pagePaths.youtubeAd]:
    '/member/youtube?link=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ%7C%7C5',
};

export interface PageExample {
  /** The route's pattern in the contract's table. */
  pattern: string;
  /** An address of it a browser can open. */
  url: string;
}

export const allPages: PageExample[] = Object.values(pagePaths).map((pattern) => ({
  pattern,
  url: EXAMPLES[pattern] ?? pattern,
}));

const pathnameOf = (url: string) => url.split('?')[0]!;
export const memberPages = allPages.filter((p) => isMemberPath(pathnameOf(p.url)));
export const publicPages = allPages.filter((p) => !isMemberPath(pathnameOf(p.url)));
