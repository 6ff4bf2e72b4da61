import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

/** Query keys of the console, named once (STYLE.md: invalidate through the query's options). */
export const adminKeys = {
  all: ['admin'] as const,
  list: (path: string) => ['admin', path] as const,
};

export function useAdminList<T>(path: string) {
  return useQuery({
    queryKey: adminKeys.list(path),
    queryFn: () => adminRequest<T>('GET', path),
    retry: false,
  });
}

/** A write that refreshes every console list afterwards (they are small). */
export function useAdminWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: {
      method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      path: string;
      body?: unknown;
    }) => adminRequest<unknown>(call.method, call.path, call.body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
