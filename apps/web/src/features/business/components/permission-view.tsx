import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SUB_ACCOUNT_STATUS_LABELS, SubAccountStatus, type SubAccount } from '@seqportal/contract';
import { BUSINESS_MESSAGES } from '../lib/business-messages';
import { useUpdateSubAccount } from '../lib/use-update-sub-account';
import { BusinessFrame } from './business-frame';

const PERMISSIONS = [
  { field: 'canOrder', label: '下单' },
  { field: 'canViewBilling', label: '查看账单' },
  { field: 'canDownload', label: '下载数据' },
] as const;

/**
 * /bussiness_manger/permissions: which sub-account may order, see billing and download data. The server enforces
 * them (403); a pending or disabled account holds none whatever is ticked, which the row says.
 */
export function PermissionView() {
  return (
    <BusinessFrame title="权限管理">
      {(memberId, accounts) => <Permissions memberId={memberId} subs={accounts.filter((a) => !a.isMain)} />}
    </BusinessFrame>
  );
}

function Permissions({ memberId, subs }: { memberId: number; subs: SubAccount[] }) {
  const { save, savingId } = useUpdateSubAccount(memberId);
  if (subs.length === 0) {
    return (
      <Typography
        sx={{ color: 'text.secondary', fontSize: 14, py: 2, textAlign: 'center' }}
        data-testid="permissions-empty"
      >
        {BUSINESS_MESSAGES.noSubAccounts}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        主账号拥有全部权限；子账号审核通过后按下列设置生效。
      </Typography>
      {subs.map((sub) => (
        <Paper key={sub.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="permission-row">
          <Typography sx={{ fontWeight: 600 }}>
            {sub.nickName || sub.account}
            <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary', ml: 1 }}>
              {sub.phone}
              {sub.status !== SubAccountStatus.Approved && ` · ${SUB_ACCOUNT_STATUS_LABELS[sub.status]}，暂无任何权限`}
            </Typography>
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {PERMISSIONS.map(({ field, label }) => (
              <FormControlLabel
                key={field}
                label={label}
                control={
                  <Switch
                    checked={sub[field]}
                    disabled={savingId === sub.id}
                    onChange={(event) => void save({ id: sub.id, [field]: event.target.checked })}
                    slotProps={{ input: { 'aria-label': `${sub.account} ${label}` } }}
                    data-testid={`permission-${field}`}
                  />
                }
              />
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
