import { pagePaths } from '@kamao/contract/page-paths';
import { TIC_TAC_TOE_TEXTS } from '@kamao/contract/tic-tac-toe';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDialog, toastError, toastSuccess } from '../../lib/toast';
import type { Match } from './use-match';

/**
 * Cancel while waiting (spec part 2 §4.8, §8): the confirm dialog ('Cancel opponent search?',
 * with the refund promised for a paid room), then the server's word: a success toast and the
 * lobby, or its error message.
 */
export function useCancelSearch(cancelSearch: Match['cancelSearch'], isPractice: boolean) {
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    const confirmed = await confirmDialog({
      title: TIC_TAC_TOE_TEXTS.cancelConfirmTitle,
      text: isPractice
        ? TIC_TAC_TOE_TEXTS.cancelConfirmPractice
        : TIC_TAC_TOE_TEXTS.cancelConfirmPaid,
      confirmText: TIC_TAC_TOE_TEXTS.cancelConfirmButton,
      cancelText: TIC_TAC_TOE_TEXTS.cancel,
      icon: 'warning',
    });
    if (!confirmed) return;
    setCancelling(true);
    const result = await cancelSearch();
    setCancelling(false);
    if (result.ok) {
      void toastSuccess(result.message);
      void navigate(pagePaths.ticTacToeLobby, { replace: true });
    } else {
      void toastError(result.message);
    }
  };

  return { cancelling, cancel };
}
