import { rupeesToMilli, milliToRupees } from '@kamao/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { ptcHomeQueryOptions } from './ptc-home';
import { useMemberMutation } from '../../../lib/member-mutation';

/**
 * PATCH /userIncomeRoute/user_PTCAds_income_patch with {obj: {btnName, btnClickEarn}}
 * (docs/product/ptc-ads.md#calls-and-fields): btnName is the campaign, btnClickEarn the token of
 * the started view. Answers the new available balance, or 4xx with the server's error_msg.
 */
export async function claimPtcIncomeRequest(
  campaignId: string,
  viewToken: string,
): Promise<{ userAvailableBalance: number }> {
  const answer = await apiRequest('ptcIncome', {
    body: { obj: { btnName: campaignId, btnClickEarn: viewToken } },
  });
  return answer.msg;
}

export interface PtcClaim {
  campaignId: string;
  viewToken: string;
  /** What the card promised, added to today's income until the refetch answers. */
  amount: number;
}

/**
 * The claim as a mutation. On success the page's counters move at once (step 7 of
 * docs/product/ptc-ads.md#the-ad-flow: today income up, totalLinks down, completedClick up, the ad
 * removed), then the View Ads data and the top bar's balance are fetched again ("Then a refetch").
 */
export function useClaimPtcIncome() {
  const queryClient = useQueryClient();
  return useMemberMutation({
    mutationFn: (claim: PtcClaim) => claimPtcIncomeRequest(claim.campaignId, claim.viewToken),
    meta: { silentErrors: true },
    onSuccess: (answer, claim) => {
      queryClient.setQueryData(ptcHomeQueryOptions().queryKey, (home) =>
        home
          ? {
              ...home,
              PTCAds_campaignsData: home.PTCAds_campaignsData.filter(
                (ad) => ad._id !== claim.campaignId,
              ),
              today_PTCAdsIncome: milliToRupees(
                rupeesToMilli(home.today_PTCAdsIncome) + rupeesToMilli(claim.amount),
              ),
              totalLinks: Math.max(0, home.totalLinks - 1),
              completedClick: home.completedClick + 1,
              userAvailableBalance: answer.userAvailableBalance,
            }
          : home,
      );
      // Not awaited: the 'Success!' dialog should not wait for the refetch.
      void queryClient.invalidateQueries({ queryKey: ptcHomeQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey });
    },
  });
}
