import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayBalance, maskPhone, validateNickName, type UserInfo } from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { formatYuan } from '@/lib/money';
import { notifier } from '@/lib/notifier';
import { updateNickName } from '../api/update-nick-name';
import { certificationOf } from '../lib/profile';
import { PersonalCentreSection } from './personal-centre-section';

export const MY_INFO_TITLE = '个人资料';

/** A text button that opens a row lines its label up with the values of the other rows. */
const ROW_START_BUTTON = { ml: -1 } as const;
export const EMAIL_REQUIRED_TEXT = '请先设置邮箱地址';

/**
 * /my_info (spec part 2 section 2.6): nickname (editable), credit balance, phone, e-mail, institution certification,
 * and the entries to the pickup addresses and the order settings. The router's guard sends a visitor to the login prompt.
 */
export function MyInfoView() {
  const { user } = useSession();
  return (
    <PersonalCentreSection
      menuEntry={paths.myInfo}
      title={MY_INFO_TITLE}
      loading={!user}
      loadingTestId="my-info-loading"
    >
      {user && <Profile user={user} />}
    </PersonalCentreSection>
  );
}

function Profile({ user }: { user: UserInfo }) {
  const openLayer = useOpenLayer();
  const navigate = useNavigate();
  const balance = displayBalance(user.balance);
  const certification = certificationOf(user.auditType);
  const [askEmail, setAskEmail] = useState(false);

  // Certification needs an e-mail for the result notice: without one a dialog offers to set it (去完善).
  const startCertification = () => {
    if (!user.email) {
      setAskEmail(true);
      return;
    }
    void navigate(paths.fixCompany);
  };

  return (
    <Box>
      {balance !== null && (
        <Box
          data-testid="balance-tile"
          sx={{
            display: 'inline-flex',
            flexDirection: 'column',
            px: 2.5,
            py: 1.5,
            mb: 2.5,
            borderRadius: 2,
            bgcolor: 'primary.tint',
          }}
        >
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>可用信用额度</Typography>
          <Typography data-testid="balance-amount" sx={{ fontSize: 22, fontWeight: 600, color: 'primary.main' }}>
            {formatYuan(balance)}
          </Typography>
        </Box>
      )}
      <ProfileRow label="昵称">
        <NickNameField current={user.nickName} />
      </ProfileRow>
      <ProfileRow label="手机号">
        <Typography data-testid="profile-phone">{maskPhone(user.phone)}</Typography>
        <Button size="small" onClick={() => openLayer(paths.fixPhone)} data-testid="profile-fix-phone">
          修改
        </Button>
      </ProfileRow>
      <ProfileRow label="邮箱">
        <Typography data-testid="profile-email" sx={{ color: user.email ? 'text.primary' : 'text.secondary' }}>
          {user.email || '未设置'}
        </Typography>
        <Button size="small" onClick={() => openLayer(paths.checkOldEmail)} data-testid="profile-set-email">
          {user.email ? '修改' : '去设置'}
        </Button>
      </ProfileRow>
      <ProfileRow label="机构认证">
        <Typography data-testid="profile-certification">
          {user.companyName ? `${user.companyName} · ` : ''}
          {certification.status}
        </Typography>
        {certification.action && (
          <Button size="small" onClick={startCertification} data-testid="profile-certify">
            {certification.action}
          </Button>
        )}
      </ProfileRow>
      <ProfileRow label="取样信息">
        <Button
          size="small"
          component={RouterLink}
          to={paths.myAddress}
          data-testid="profile-addresses"
          sx={ROW_START_BUTTON}
        >
          管理取样地址
        </Button>
      </ProfileRow>
      <Dialog open={askEmail} onClose={() => setAskEmail(false)} aria-labelledby="email-required-title">
        <DialogTitle id="email-required-title" sx={{ fontSize: 16 }}>
          提示
        </DialogTitle>
        <DialogContent>
          <Typography data-testid="email-required-text">{EMAIL_REQUIRED_TEXT}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskEmail(false)}>取消</Button>
          <Button
            variant="contained"
            data-testid="email-required-go"
            onClick={() => {
              setAskEmail(false);
              openLayer(paths.checkOldEmail);
            }}
          >
            去完善
          </Button>
        </DialogActions>
      </Dialog>
      <ProfileRow label="下单设置">
        <Button
          size="small"
          onClick={() => openLayer(paths.placeOrderConfig)}
          data-testid="profile-order-settings"
          sx={ROW_START_BUTTON}
        >
          查看与修改
        </Button>
      </ProfileRow>
    </Box>
  );
}

function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        minHeight: 48,
        borderBottom: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Typography sx={{ width: 88, flexShrink: 0, color: 'text.secondary', fontSize: 14 }}>{label}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flex: 1 }}>{children}</Box>
    </Box>
  );
}

/** The nickname, and in place of it while editing a field with 保存 and 取消; the API's messages on a bad name. */
function NickNameField({ current }: { current: string }) {
  const { refresh } = useSession();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!editing) {
    return (
      <>
        <Typography data-testid="profile-nickname">{current}</Typography>
        <Button
          size="small"
          data-testid="nickname-edit"
          onClick={() => {
            setValue(current);
            setError(null);
            setEditing(true);
          }}
        >
          修改
        </Button>
      </>
    );
  }

  const save = async () => {
    const problem = validateNickName(value);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await updateNickName(value.trim());
      await refresh();
      notifier.success('修改成功');
      setEditing(false);
    } catch {
      // The API client has shown the server's message; the field keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1, flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        // No maxLength: a pasted long name stays whole and the message says what to shorten.
        slotProps={{ htmlInput: { 'data-testid': 'nickname-input', 'aria-label': '昵称' } }}
        sx={{ width: 240 }}
      />
      <Button
        type="submit"
        variant="contained"
        size="small"
        disabled={saving}
        data-testid="nickname-save"
        sx={{ mt: 0.5 }}
      >
        {saving ? '保存中…' : '保存'}
      </Button>
      <Button size="small" disabled={saving} onClick={() => setEditing(false)} sx={{ mt: 0.5 }}>
        取消
      </Button>
    </Box>
  );
}
