import { Link } from 'react-router';

/** The console's address of a member's page (the Members tab, opened on one member). */
export function memberPageHref(memberId: string): string {
  return `?${new URLSearchParams({ tab: 'members', member: memberId }).toString()}`;
}

/** A member's userName as a link to their page in the console. */
export function MemberLink({
  member,
  className = '',
}: {
  member: { id: string; userName: string };
  className?: string;
}) {
  return (
    <Link
      to={memberPageHref(member.id)}
      className={`font-semibold text-emerald-800 underline wrap-anywhere hover:text-emerald-900 ${className}`}
    >
      {member.userName || 'a removed member'}
    </Link>
  );
}
