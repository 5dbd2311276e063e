import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type ApiEnvelope, type RegisterResponse } from '@seqportal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { memberInfoQueryOptions, useSession } from '@/lib/auth';
import { notifier } from '@/lib/notifier';
import { ACCOUNT_MESSAGES } from './messages';

export type RegistrationOutcome = 'done' | 'expired' | 'failed';

/**
 * What Register and RegisterSub answers lead to: tokens log the new account in (kept like a 15天免登录 login,
 * the default there), 注册成功 and home with history replaced; 190/199 mean the registration key expired.
 */
export function useFinishRegistration(): (
  answer: ApiEnvelope<Partial<RegisterResponse> | null>,
) => Promise<RegistrationOutcome> {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (answer) => {
      if (answer.code === ErrorCode.RegisterCodeExpired || answer.code === ErrorCode.SubRegisterCodeExpired) {
        notifier.toast(ACCOUNT_MESSAGES.registerCodeExpired, { severity: 'warning' });
        return 'expired';
      }
      if (answer.code !== ErrorCode.Success) return 'failed';
      const token = answer.body?.token;
      notifier.success(ACCOUNT_MESSAGES.registerSuccess);
      if (!token) {
        await navigate(paths.login, { replace: true });
        return 'done';
      }
      signIn(token, answer.body?.refreshToken ?? null, true);
      await queryClient.fetchQuery(memberInfoQueryOptions(token)).catch(() => null);
      await navigate(paths.home, { replace: true });
      return 'done';
    },
    [signIn, queryClient, navigate],
  );
}
