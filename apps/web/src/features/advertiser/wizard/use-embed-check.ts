import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CampaignType } from '@kamao/contract/constants';
import { iframeNotEmbeddableMessage, type CampaignForm } from './campaign-form';

/**
 * The iframe campaign's embedding check: the URL whose check is open, and the last one the
 * advertiser confirmed. Only an iframe campaign whose URL was not confirmed as it now reads
 * needs the check; `onEmbeddable` runs when the advertiser confirms it.
 */
export function useEmbedCheck(
  form: UseFormReturn<CampaignForm>,
  type: CampaignType | '',
  onEmbeddable: () => void,
) {
  const [checkingUrl, setCheckingUrl] = useState<string | null>(null);
  const [embeddableUrl, setEmbeddableUrl] = useState<string | null>(null);
  const showNotEmbeddable = () =>
    form.setError('step_2_url', { type: 'validate', message: iframeNotEmbeddableMessage() });
  return {
    checkingUrl,
    needed: () => type === 'iframe' && embeddableUrl !== form.getValues('step_2_url').trim(),
    open: (url: string) => setCheckingUrl(url),
    confirm: () => {
      setEmbeddableUrl(checkingUrl);
      setCheckingUrl(null);
      onEmbeddable();
    },
    refuse: () => {
      setCheckingUrl(null);
      showNotEmbeddable();
    },
    showNotEmbeddable,
  };
}
