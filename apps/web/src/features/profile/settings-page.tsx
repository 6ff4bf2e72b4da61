import { canonicalEmail } from '@kamao/contract/validation';
import { useEffect } from 'react';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { getStoredUserEmail, setStoredUserEmail } from '../../lib/storage';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAccountSettings } from './api/account-settings';
import { EmailChangeForm } from './components/email-change-form';
import { PasswordChangeForm } from './components/password-change-form';
import { settingsTexts } from './profile-texts';

/**
 * /member/settings (docs/product/accounts.md#settings-password-change): the password change and the
 * e-mail change.
 */
export function SettingsPage() {
  const t = useTexts(settingsTexts);
  useDocumentTitle(t.pageTitle);
  const settings = useAccountSettings();
  const email = settings.data?.email_address;

  // After a confirmed e-mail change this browser's account is known by its new address, so the
  // login page's account-switching rule (docs/product/accounts.md#account-switching) expects the
  // new one.
  useEffect(() => {
    const stored = getStoredUserEmail();
    if (email && stored && canonicalEmail(stored) !== canonicalEmail(email)) {
      setStoredUserEmail(email);
    }
  }, [email]);

  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t.pageTitle}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <div className="mt-6">
        <QueryBoundary
          query={settings}
          loading={<PageSkeleton cards={2} rows={5} />}
          errorText={t.loadFailed}
          retryText={t.retry}
        >
          {(data) => (
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <PasswordChangeForm />
              <EmailChangeForm currentEmail={data.email_address} />
            </div>
          )}
        </QueryBoundary>
      </div>
    </div>
  );
}
