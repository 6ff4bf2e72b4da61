import { Resolver } from 'node:dns/promises';
import {
  isAddressHost,
  isPrivateAddress,
  isPrivateHost,
  PRIVATE_URL_MESSAGE,
} from '@kamao/contract/private-network';
import { badRequest } from '../../lib/app-error.ts';

/** The addresses DNS gives for a name, IPv4 and IPv6; none when it does not resolve. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** Long enough for a resolver on another continent, short enough for the wizard's submit. */
export const DNS_TIMEOUT_MS = 1500;

/**
 * Top-level names that public DNS never answers (RFC 2606, RFC 6761): asking would only wait
 * for a "no such name", and a name that does not resolve cannot harm.
 */
const NEVER_RESOLVED = ['example', 'test', 'invalid'];

/**
 * A campaign link may not lead into the viewer's own machine or network (ours, from a security
 * review): members' browsers open it and the operator console links it. The contract's form
 * schema already refuses private addresses and names written in the link (private-network.ts);
 * this also asks DNS where a name points, so `http://my-router.example.com/` aimed at
 * 192.168.1.1 is refused too. A name that does not resolve, or whose lookup times out, is
 * accepted: it leads nowhere. DNS can change after this check (rebinding), so this keeps honest
 * mistakes and casual abuse out; it is not a guarantee. YouTube links are to YouTube's own
 * hosts (the schema's youTubeVideoId), so there is nothing to ask about.
 */
export async function assertPublicCampaignUrl(
  form: { selectedOption_state: string; step_2_url: string },
  resolveHost: ResolveHost = resolveWithTimeout(),
): Promise<void> {
  if (form.selectedOption_state === 'youtube' || !URL.canParse(form.step_2_url)) return;
  const hostname = new URL(form.step_2_url).hostname;
  if (isPrivateHost(hostname)) throw badRequest(PRIVATE_URL_MESSAGE);
  if (isAddressHost(hostname)) return;
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (NEVER_RESOLVED.some((tld) => name.endsWith(`.${tld}`))) return;
  const addresses = await resolveHost(name);
  if (addresses.some(isPrivateAddress)) throw badRequest(PRIVATE_URL_MESSAGE);
}

/**
 * Looks a name up in DNS (A and AAAA, in parallel) with one try and a deadline. It asks the
 * resolvers directly (c-ares), not the thread pool's getaddrinfo: a hung lookup there would hold
 * one of the four threads that password hashing needs, and could not be given up.
 */
export function resolveWithTimeout(
  options: { servers?: string[]; timeoutMs?: number } = {},
): ResolveHost {
  const timeoutMs = options.timeoutMs ?? DNS_TIMEOUT_MS;
  return async (hostname) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (options.servers) resolver.setServers(options.servers);
    const deadline = setTimeout(() => resolver.cancel(), timeoutMs + 100);
    try {
      const answers = await Promise.allSettled([
        resolver.resolve4(hostname),
        resolver.resolve6(hostname),
      ]);
      return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    } finally {
      clearTimeout(deadline);
    }
  };
}
