import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/query-keys';
import type { UserInfo } from '@seqportal/contract';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiData, apiRequest } from './api-client';
import { notifier } from './notifier';
import { clearSession, getRefreshToken, getToken, setToken, subscribeSession } from './session';
import { addressListQueryOptions, cartCountQueryOptions, getAddressList } from './session-data';

/**
 * The signed-in customer (spec part 2 section 4): when a token exists at start, member info is loaded, then the
 * address list and the cart count together, and loading is done once all three have answered; the shell renders
 * meanwhile as logged out. A lost token during the restore logs out silently (background calls). "Logged in" means a user with an id, never merely a stored token,
 * because a stored token may be expired.
 */
export interface SessionValue {
  user: UserInfo | null;
  isLoggedIn: boolean;
  /** True while member info for a stored token, then its addresses and cart count, are loading. */
  isLoading: boolean;
  signIn: (token: string, refreshToken: string | null, persistent: boolean) => void;
  /** Clears the session; shows 已退出 unless silent. Navigation home is the caller's job. */
  logout: (options?: { silent?: boolean }) => void;
  refresh: () => Promise<void>;
}

/** GetMemberInfo answers one object or, for older servers, a list whose first element is the member. */
export async function fetchMemberInfo(signal?: AbortSignal): Promise<UserInfo | null> {
  const body = await apiData<UserInfo | UserInfo[] | null>('GetMemberInfo', {
    silent: true,
    background: true,
    signal,
  });
  const member = Array.isArray(body) ? body[0] : body;
  return member ?? null;
}

export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: sessionKeys.memberInfoOf(token),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, getToken);
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const queryClient = useQueryClient();
  const memberInfo = useQuery(memberInfoQueryOptions(token));
  const loaded = token ? (memberInfo.data ?? null) : null;

  // A refreshed (rotated) token is a new query key for the same member: keep showing that member while it
  // reloads, so the greeting does not flicker to "visitor". signIn and logout forget it, so another identity
  // never sees the previous one's name.
  const [knownUser, setKnownUser] = useState<UserInfo | null>(null);
  if (loaded && loaded !== knownUser) setKnownUser(loaded);
  if (!token && knownUser) setKnownUser(null);
  const user = loaded ?? (token && memberInfo.isPending ? knownUser : null);

  // Then the addresses and the cart count, into the queries the pages read; a failure of either only ends the
  // restore (the pages ask again and report it), it does not undo the login.
  const memberId = loaded?.id ?? null;
  const restored = useQuery({
    queryKey: sessionKeys.restore(memberId),
    queryFn: async () => {
      await Promise.allSettled([
        queryClient.fetchQuery({
          ...addressListQueryOptions(memberId),
          queryFn: ({ signal }) => getAddressList(signal, true),
        }),
        queryClient.fetchQuery(cartCountQueryOptions(memberId)),
      ]);
      return true;
    },
    enabled: memberId !== null,
    staleTime: Infinity,
  });
  const restoring = token !== null && (memberInfo.isPending || (memberId !== null && restored.isPending));

  const signIn = useCallback((nextToken: string, refreshToken: string | null, persistent: boolean) => {
    setKnownUser(null);
    setToken(nextToken, refreshToken, persistent);
  }, []);

  const logout = useCallback(
    (options: { silent?: boolean } = {}) => {
      // Revoke the token server-side; the request is built (with the token) before the session is cleared below,
      // and its outcome does not matter because the local session ends either way.
      // The refresh token goes along so that the server revokes it too, not only the access token's session.
      const refreshToken = getRefreshToken();
      apiRequest('Logout', { silent: true, body: refreshToken ? { refreshToken } : {} }).catch(() => undefined);
      clearSession();
      // Everything cached belonged to the previous customer (cart count, orders): none of it may leak.
      queryClient.removeQueries();
      if (!options.silent) notifier.success('已退出');
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.memberInfo() });
  }, [queryClient]);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      isLoggedIn: Boolean(user?.id),
      isLoading: restoring,
      signIn,
      logout,
      refresh,
    }),
    [user, restoring, signIn, logout, refresh],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
