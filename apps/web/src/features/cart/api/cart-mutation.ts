import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/lib/query-keys';
import { ErrorCode, type CartGroup, type RouteKey } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Sends a sample-box write; the API client toasts a failure, so callers only learn whether it worked. */
export async function sendCartWrite(key: RouteKey, body: unknown): Promise<boolean> {
  const envelope = await apiRequest<unknown>(key, { body });
  return envelope.code === ErrorCode.Success;
}

/**
 * A sample-box write shown at once (optimistic) and settled by re-reading the box: `apply` changes the cached
 * groups the way the server will, and a failure puts the previous groups back before the re-read.
 */
export function useCartWrite<TVariables>(
  userId: number | null,
  send: (variables: TVariables) => Promise<boolean>,
  apply: (groups: CartGroup[], variables: TVariables) => CartGroup[],
) {
  const queryClient = useQueryClient();
  const key = cartKeys.list(userId);
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartGroup[]>(key);
      if (previous) queryClient.setQueryData<CartGroup[]>(key, apply(previous, variables));
      return { previous };
    },
    onSettled: async (ok, error, _variables, context) => {
      if ((ok === false || error) && context?.previous) queryClient.setQueryData(key, context.previous);
      // The badge in the header counts the box too; both keys start with 'cart'.
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
