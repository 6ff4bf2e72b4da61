import { formatRupees } from '@kamao/contract/money';
import { pagePaths } from '@kamao/contract/page-paths';
import { useNavigate } from 'react-router';
import { choiceDialog } from '../../../lib/choice-dialog';
import { useTexts } from '../../../lib/texts';
import { alertDialog } from '../../../lib/toast';
import { WIZARD_TEXTS } from './wizard-texts';

/**
 * When the deposit does not cover a campaign: the advertiser chooses between a top-up (which
 * only says deposits are not open) and the balance converter, where they can move earnings in.
 */
export function useShortDepositChoice() {
  const T = useTexts(WIZARD_TEXTS);
  const navigate = useNavigate();
  return async (subtotalMilli: bigint, depositRupees: number) => {
    const choice = await choiceDialog({
      title: T.insufficientTitle,
      text: T.insufficientText(formatRupees(subtotalMilli), formatRupees(depositRupees)),
      confirmText: T.topUp,
      denyText: T.convertBalance,
    });
    if (choice === 'confirm') {
      await alertDialog({ icon: 'info', title: T.topUp, text: T.depositUnavailable });
    } else if (choice === 'deny') {
      await navigate(pagePaths.balanceConverter);
    }
  };
}
