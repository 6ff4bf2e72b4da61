import { pagePaths } from '@kamao/contract/page-paths';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { textsNow } from '../../../lib/texts';
import { alertDialog, toastSuccess } from '../../../lib/toast';
import { useCreateCampaign } from '../api/create-campaign';
import { WIZARD_TEXTS } from './wizard-texts';

/**
 * Buying the confirmed campaign: on success a toast and back to the campaign list, on a refusal
 * the server's message in an error dialog.
 */
export function useBuyCampaign() {
  const navigate = useNavigate();
  return useCreateCampaign({
    onSuccess: () => {
      void toastSuccess(textsNow(WIZARD_TEXTS).created);
      void navigate(pagePaths.advertiser);
    },
    onError: (error) => {
      const now = textsNow(WIZARD_TEXTS);
      void alertDialog({
        icon: 'error',
        title: now.errorTitle,
        text: errorMessageOf(error, now.genericError),
      });
    },
  });
}
