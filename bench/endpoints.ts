/**
 * What `npm run bench` measures. A later issue adds its endpoint with one line here; `session`
 * runs the requests as the seeded demo member, `body` is sent as JSON.
 */
export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  session?: boolean;
  body?: unknown;
}

export const endpoints: Endpoint[] = [
  { name: 'health check', method: 'GET', path: '/healthz' },
  { name: 'navbar login check (anonymous)', method: 'GET', path: '/checkLogin_for_navBar' },
  {
    name: 'navbar login check (member)',
    method: 'GET',
    path: '/checkLogin_for_navBar',
    session: true,
  },
  {
    name: 'PTC ads home (member)',
    method: 'GET',
    path: '/userIncomeRoute/user_PTCAds_home_get',
    session: true,
  },
];
