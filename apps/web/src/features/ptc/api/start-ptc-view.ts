import { apiRequest } from '../../../lib/api-client';

/**
 * POST /userIncomeRoute/user_PTCAds_view_start with {obj: {btnName}} (ours,
 * docs/product/ptc-ads.md#the-ad-flow): the server records the start of the view and answers the
 * token the claim sends back and the duration in seconds it counts on its own clock.
 */
export async function startPtcViewRequest(
  campaignId: string,
): Promise<{ viewToken: string; duration: number }> {
  const answer = await apiRequest('ptcViewStart', { body: { obj: { btnName: campaignId } } });
  return answer.msg;
}
