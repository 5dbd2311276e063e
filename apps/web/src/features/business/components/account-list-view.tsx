import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SUB_ACCOUNT_STATUS_LABELS, SubAccountStatus, type SubAccount } from '@seqportal/contract';
import { formatBusinessTime } from '@/lib/business-time';
import { BUSINESS_MESSAGES } from '../lib/business-messages';
import { useUpdateSubAccount } from '../lib/use-update-sub-account';
import { BusinessFrame } from './business-frame';

const STATUS_COLOURS = { pending: 'warning', approved: 'success', disabled: 'default' } as const;

/** /bussiness_manger/accounts: the organisation's accounts; the main account approves, disables or enables them. */
export function AccountListView() {
  return (
    <BusinessFrame title="账号列表">
      {(memberId, accounts) => <AccountList memberId={memberId} accounts={accounts} />}
    </BusinessFrame>
  );
}

function AccountList({ memberId, accounts }: { memberId: number; accounts: SubAccount[] }) {
  const { save, savingId } = useUpdateSubAccount(memberId);
  const subs = accounts.filter((account) => !account.isMain);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {accounts.map((account) => (
        <Paper
          key={account.id}
          variant="outlined"
          data-testid="account-row"
          sx={{ p: 2, borderRadius: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {account.nickName || account.account}
              </Typography>
              {account.isMain ? (
                <Chip size="small" color="primary" label="主账号" />
              ) : (
                <Chip
                  size="small"
                  color={STATUS_COLOURS[account.status]}
                  label={SUB_ACCOUNT_STATUS_LABELS[account.status]}
                  data-testid="account-status"
                />
              )}
            </Box>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {account.account} · {account.phone} · 申请于 {formatBusinessTime(account.createdAt, 'YYYY-MM-DD')}
            </Typography>
          </Box>
          {!account.isMain && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              {account.status !== SubAccountStatus.Approved && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={savingId === account.id}
                  data-testid="account-approve"
                  onClick={() => void save({ id: account.id, status: SubAccountStatus.Approved })}
                >
                  {account.status === SubAccountStatus.Pending ? '通过' : '启用'}
                </Button>
              )}
              {account.status !== SubAccountStatus.Disabled && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  disabled={savingId === account.id}
                  data-testid="account-disable"
                  onClick={() => void save({ id: account.id, status: SubAccountStatus.Disabled })}
                >
                  {account.status === SubAccountStatus.Pending ? '拒绝' : '停用'}
                </Button>
              )}
            </Box>
          )}
        </Paper>
      ))}
      {subs.length === 0 && (
        <Typography
          sx={{ color: 'text.secondary', fontSize: 14, py: 2, textAlign: 'center' }}
          data-testid="accounts-empty"
        >
          {BUSINESS_MESSAGES.noSubAccounts}
        </Typography>
      )}
    </Box>
  );
}
