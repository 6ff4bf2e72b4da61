import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { isSessionError } from './api-client';

/**
 * useMutation for a member call: its onError never sees a lost session. The HTTP client's
 * session-flag listener has already shown what the spec says and gone to /login
 * (docs/product/common.md#sessions-and-the-session-flags), so a page's own error dialog or toast
 * (which would show the flag or a second message) is skipped, whatever the page wrote in it.
 */
export function useMemberMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const { onError } = options;
  return useMutation({
    ...options,
    ...(onError
      ? {
          onError: (...args: Parameters<typeof onError>) =>
            isSessionError(args[0]) ? undefined : onError(...args),
        }
      : {}),
  });
}
