import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { SubAccount } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MemberPage } from '@/components/member-page';
import { paths } from '@/config/paths';
import { ApiCodeError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useSubAccounts } from '../api/business-api';
import { BUSINESS_MESSAGES } from '../lib/business-messages';

/**
 * The frame of the business-management pages: the signed-in member's organisation accounts are loaded first,
 * which is also the door check (only an approved organisation's main account is answered; others see why).
 */
export function BusinessFrame({
  title,
  back = true,
  children,
}: {
  title: string;
  back?: boolean;
  children: (memberId: number, accounts: SubAccount[]) => ReactNode;
}) {
  const { user } = useSession();
  return (
    <MemberPage title={title}>
      {(memberId) => (
        <>
          {back && (
            <Button component={RouterLink} to={paths.businessManager} size="small" sx={{ mb: 1, ml: -1 }}>
              ‹ 返回企业管理
            </Button>
          )}
          {/* A sub-account opening the address by hand learns why and whom to ask, without a refused call. */}
          {user?.isMain === false ? (
            <SubAccountNotice />
          ) : (
            <Door memberId={memberId}>{(accounts) => children(memberId, accounts)}</Door>
          )}
        </>
      )}
    </MemberPage>
  );
}

function SubAccountNotice() {
  return (
    <Alert
      severity="info"
      data-testid="business-sub-account"
      action={
        <Button component={RouterLink} to={paths.work} color="inherit" size="small">
          返回工作台
        </Button>
      }
    >
      {BUSINESS_MESSAGES.subAccount}
    </Alert>
  );
}

function Door({ memberId, children }: { memberId: number; children: (accounts: SubAccount[]) => ReactNode }) {
  const accounts = useSubAccounts(memberId);
  if (accounts.isPending) return <Skeleton variant="rounded" height={200} data-testid="business-loading" />;
  if (accounts.isError) {
    const refused = accounts.error instanceof ApiCodeError && accounts.error.code === 403;
    return (
      <Alert
        severity={refused ? 'warning' : 'error'}
        data-testid="business-refused"
        action={
          refused ? (
            <Button component={RouterLink} to={paths.myInfo} color="inherit" size="small">
              个人中心
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
              重试
            </Button>
          )
        }
      >
        {refused ? accounts.error.message || BUSINESS_MESSAGES.notMain : BUSINESS_MESSAGES.loadFailed}
      </Alert>
    );
  }
  return <Box>{children(accounts.data)}</Box>;
}
