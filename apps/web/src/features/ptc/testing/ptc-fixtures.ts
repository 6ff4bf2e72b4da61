import type { PtcAd } from '../hooks/use-ad-view';

export const ad = (overrides: Partial<PtcAd> = {}): PtcAd => ({
  _id: 'ad-window-1',
  campaignType: 'window',
  step_2_title: 'Kamao Blog',
  step_2_description: 'Read how members earn more',
  step_2_url: 'https://blog.example/post',
  step_3_duration_for_user: 10,
  step_3_amount_for_user: 0.032,
  ...overrides,
});

export const PTC_HOME = {
  PTCAds_campaignsData: [
    ad(),
    ad({ _id: 'ad-window-2', step_2_title: 'Shop Offers' }),
    ad({ _id: 'ad-iframe-1', campaignType: 'iframe', step_2_title: 'Example Store' }),
  ],
  today_PTCAdsIncome: 1.5,
  totalLinks: 3,
  completedClick: 4,
  userAvailableBalance: 300,
  willCome_afterThis_time: null,
  other_data_PTCAds_instructions: '<p>Stay on the ad tab</p><script>window.hacked = 1</script>',
};
