import { pagePaths } from '@kamao/contract/page-paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { textsNow } from '../../lib/texts';
import { confirmDialog, toastError, toastSuccess } from '../../lib/toast';
import { GAMES_TEXTS, gameMessageNow } from './games-texts';
import type { Match } from './use-match';

/**
 * Cancel while waiting (docs/product/tic-tac-toe.md#cancel): the confirm dialog ('Cancel opponent
 * search?', with the refund promised for a paid room), then the server's word: a success toast and
 * the lobby, or its error message.
 */
export function useCancelSearch(cancelSearch: Match['cancelSearch'], isPractice: boolean) {
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    const T = textsNow(GAMES_TEXTS).spec;
    const confirmed = await confirmDialog({
      title: T.cancelConfirmTitle,
      text: isPractice ? T.cancelConfirmPractice : T.cancelConfirmPaid,
      confirmText: T.cancelConfirmButton,
      cancelText: T.cancel,
      icon: 'warning',
    });
    if (!confirmed) return;
    setCancelling(true);
    const result = await cancelSearch();
    setCancelling(false);
    if (result.ok) {
      void toastSuccess(gameMessageNow(result.message));
      void navigate(pagePaths.ticTacToeLobby, { replace: true });
    } else {
      void toastError(gameMessageNow(result.message));
    }
  };

  return { cancelling, cancel };
}
