import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers: addresses per name, or 'silent' to never answer. */
export type DnsZone = Record<string, { A?: string[]; AAAA?: string[] } | 'silent'>;

const TYPE_A = 1;
const TYPE_AAAA = 28;

/**
 * A real DNS server on a loopback UDP port with a fixed zone, for tests that resolve names
 * (Resolver#setServers(['127.0.0.1:<port>'])). It answers A and AAAA questions from the zone,
 * NXDOMAIN for names not in it, and nothing at all for 'silent' names (a resolver that hangs).
 */
export async function startDnsStandIn(zone: DnsZone): Promise<{
  server: string;
  close(): Promise<void>;
}> {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const question = readQuestion(query);
    if (!question) return;
    const entry = zone[question.name.toLowerCase()];
    if (entry === 'silent') return;
    const addresses =
      (question.type === TYPE_A ? entry?.A : question.type === TYPE_AAAA ? entry?.AAAA : []) ?? [];
    socket.send(
      answer(query, question.end, question.type, addresses, entry === undefined),
      peer.port,
      peer.address,
    );
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The first question's name and type, and where the question section ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | null {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length && query[offset]! > 0) {
    const length = query[offset]!;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  if (offset + 5 > query.length) return null;
  return { name: labels.join('.'), type: query.readUInt16BE(offset + 1), end: offset + 5 };
}

function answer(
  query: Buffer,
  questionEnd: number,
  type: number,
  addresses: string[],
  unknownName: boolean,
): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the query's id
  header.writeUInt16BE(unknownName ? 0x8183 : 0x8180, 2); // a response, recursion; NXDOMAIN or not
  header.writeUInt16BE(1, 4); // one question
  header.writeUInt16BE(addresses.length, 6);
  const records = addresses.map((address) => {
    const data = type === TYPE_A ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address);
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(type, 2);
    record.writeUInt16BE(1, 4); // class IN
    record.writeUInt32BE(60, 6); // TTL
    record.writeUInt16BE(data.length, 10);
    return Buffer.concat([record, data]);
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...records]);
}

/** An IPv6 address in full or '::' form (no dotted tail) as its 16 bytes. */
function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [
    ...headGroups,
    ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
    ...tailGroups,
  ];
  const bytes = Buffer.alloc(16);
  groups.forEach((group, index) => bytes.writeUInt16BE(parseInt(group, 16), index * 2));
  return bytes;
}
