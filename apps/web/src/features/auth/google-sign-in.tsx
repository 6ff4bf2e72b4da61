import { pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { setStoredUserEmail } from '../../lib/storage';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { fetchAccountEmail } from './api/account-email';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { secondaryButtonClass } from './auth-styles';

/**
 * Google sign-in (docs/product/accounts.md#google-sign-in) as a server redirect flow: the button
 * sends the browser to /auth/google/start; the server runs the authorization-code flow and comes
 * back to /member/dashboard?signin=google, or to the form with ?google_error=<text>.
 */
export function googleStartUrl(intent: 'login' | 'signup', referrer?: string): string {
  const params = new URLSearchParams({ intent });
  if (referrer) params.set('ref', referrer);
  return `/auth/google/start?${params.toString()}`;
}

/** Full-page navigation: the flow leaves the app and returns through a server redirect. */
export function startGoogleSignIn(intent: 'login' | 'signup', referrer?: string): void {
  window.location.assign(googleStartUrl(intent, referrer));
}

export function GoogleButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={secondaryButtonClass}>
      <GoogleLogo />
      {label}
    </button>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * The text a ?google_error=<text> from the server turns into
 * (docs/product/accounts.md#google-sign-in), in the chosen language.
 */
export function googleErrorText(error: string): string {
  const texts = textsNow(AUTH_PAGE_TEXTS);
  if (error === AUTH_TEXTS.loginWithPassword) return texts.googleLoginWithPassword;
  return translateServerText(error.trim()) || texts.loginGenericError;
}

/**
 * On /login and /signup: shows a failed Google sign-in once, then drops the query. 'Please
 * Login With Password' sends a visitor on the signup form to /login.
 */
export function useGoogleErrorNotice(): void {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const error = params.get('google_error');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (error === null || shown.current === error) return;
    shown.current = error;
    void toastError(googleErrorText(error));
    const toLogin = error === AUTH_TEXTS.loginWithPassword && pathname !== pagePaths.login;
    void navigate(toLogin ? pagePaths.login : pathname, { replace: true });
  }, [error, pathname, navigate]);
}

/**
 * Mounted by the app on the member pages: after a Google sign-in the server lands on
 * /member/dashboard?signin=google. Toasts 'success!' once, remembers the account's e-mail as
 * `user` (docs/product/common.md#browser-storage) and drops the query.
 */
export function GoogleSignInNotice(): null {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = params.get('signin') === 'google';
  const handled = useRef(false);

  useEffect(() => {
    if (!signedIn || handled.current) return;
    handled.current = true;
    void toastSuccess(textsNow(AUTH_PAGE_TEXTS).googleSuccess);
    void fetchAccountEmail().then((email) => {
      if (email) setStoredUserEmail(email);
    });
    const rest = new URLSearchParams(params);
    rest.delete('signin');
    const search = rest.toString();
    void navigate(search ? `${pathname}?${search}` : pathname, { replace: true });
  }, [signedIn, params, pathname, navigate]);

  return null;
}

/** The 'or' between a form and its Google button. */
export function OrDivider() {
  const T = useTexts(AUTH_PAGE_TEXTS);
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-400 uppercase">
      <span className="h-px flex-1 bg-slate-200" />
      {T.or}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
