import { useQueryClient } from '@tanstack/react-query';
import type { TokenData } from '@seqportal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { memberInfoQueryOptions, useSession } from '@/lib/auth';
import { notifier } from '@/lib/notifier';
import { getTokenFor } from '../api/get-token';
import { ACCOUNT_MESSAGES, LOGIN_REDIRECT_DELAY_MS } from './messages';
import { setPendingLogin } from './pending-login';

export interface CompleteLoginInput {
  id: number;
  ticket: string;
  avoidLogin: boolean;
}

/**
 * The last step of every login: GetToken for the chosen identity, store the session (persistent with
 * 15天免登录), load the member, 登录成功, then home after 300 ms. Resolves false when the server refused.
 */
export function useCompleteLogin(): (input: CompleteLoginInput) => Promise<boolean> {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ id, ticket, avoidLogin }: CompleteLoginInput): Promise<boolean> => {
      let tokens: TokenData | null;
      try {
        const answer = await getTokenFor({ id, avoidLogin, ticket });
        tokens = answer.code === 0 ? answer.body : null;
      } catch {
        return false;
      }
      if (!tokens?.token) return false;
      setPendingLogin(null);
      signIn(tokens.token, tokens.refreshToken ?? null, avoidLogin);
      // The member is fetched under the same key the session uses, so the greeting is ready on arrival.
      await queryClient.fetchQuery(memberInfoQueryOptions(tokens.token)).catch(() => null);
      notifier.success(ACCOUNT_MESSAGES.loginSuccess);
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
      await navigate(paths.home, { replace: true });
      return true;
    },
    [signIn, queryClient, navigate],
  );
}
