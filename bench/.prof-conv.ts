import { measure } from './http-measure.ts';
import { signUpMembers, demoMemberSession } from './members.ts';
import { endpoints } from './endpoints.ts';
const server = { origin: process.argv[2]! } as never;
const members = await signUpMembers(server, 200);
const demo = await demoMemberSession(server);
const endpoint = endpoints.find((e) => e.name.startsWith('balance conversion'))!;
const result = await measure(`${process.argv[2]}${endpoint.path}`, endpoint, { demo, members });
console.log(Math.round(result.requests.average), 'req/s p99', result.latency.p99);
