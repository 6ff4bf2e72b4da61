import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { callRoute, type CallOptions } from '../../../lib/api-client';

/**
 * Query keys of the console, named once (invalidate through the query's options:
 * docs/style.md#the-web-app).
 */
export const adminKeys = {
  all: ['admin'] as const,
  call: (path: string, query: unknown) => ['admin', path, query ?? null] as const,
};

/**
 * A read of the console table (contract admin/admin-routes.ts): typed by its route, the answer
 * checked against the route's schema, the lost session handled by the one client.
 */
export function useAdminQuery<R extends ApiRoute>(
  route: R,
  options: Omit<CallOptions<R>, 'signal'> = {},
) {
  return useQuery({
    queryKey: adminKeys.call(pathOf(route, options.params), options.query),
    queryFn: ({ signal }) => callRoute(route, { ...options, signal }),
    retry: false,
  });
}

/** A write of the console table that refreshes every console list afterwards (they are small). */
export function useAdminMutation<R extends ApiRoute>(route: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (options: CallOptions<R>) => callRoute(route, options),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
