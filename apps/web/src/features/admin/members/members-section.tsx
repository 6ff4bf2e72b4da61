import { useSearchParams } from 'react-router';
import { MemberPage } from './member-page';
import { MembersPanel } from './members-panel';

/**
 * The Members tab: the list, or one member's page when the address names one (`&member=<id>`),
 * so the Risk tab and the payout review can link to a member.
 */
export function MembersSection() {
  const [params] = useSearchParams();
  const memberId = params.get('member');
  return memberId ? <MemberPage id={memberId} /> : <MembersPanel />;
}
