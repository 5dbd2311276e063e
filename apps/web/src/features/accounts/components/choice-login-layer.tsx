import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LoginIdentity } from '@seqportal/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifier } from '@/lib/notifier';
import { groupIdentities } from '../lib/group-identities';
import { ACCOUNT_MESSAGES } from '../lib/messages';
import { getPendingLogin } from '../lib/pending-login';
import { useCompleteLogin } from '../lib/use-complete-login';
import { IdentityCard } from './identity-card';

/**
 * /choice_login (width 800, not closable): the identities of one phone, grouped by company or personal body
 * and filtered by account or company name. Choosing one logs in with it; the layer closes by going home.
 */
export function ChoiceLoginLayer() {
  const [pending] = useState(getPendingLogin);
  const [keyword, setKeyword] = useState('');
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  const groups = useMemo(() => groupIdentities(pending?.identities ?? [], keyword), [pending, keyword]);

  if (!pending || pending.identities.length === 0) {
    // Reached by reload or a bookmark: the ticket lived in memory only, so the login must be repeated.
    return (
      <Box sx={{ textAlign: 'center', py: 3 }} data-testid="choice-login-expired">
        <Typography sx={{ color: 'text.secondary' }}>登录信息已失效，请重新登录</Typography>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => void navigate(paths.login, { replace: true })}>
          返回登录
        </Button>
      </Box>
    );
  }

  const choose = async (identity: LoginIdentity): Promise<void> => {
    if (loadingId !== null) {
      notifier.toast(ACCOUNT_MESSAGES.busy, { severity: 'info' });
      return;
    }
    setLoadingId(identity.id);
    const done = await completeLogin({ id: identity.id, ticket: pending.ticket, avoidLogin: pending.avoidLogin });
    if (!done) setLoadingId(null);
  };

  return (
    <Box data-testid="choice-login">
      <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 1.5 }}>
        该手机号关联了 {pending.identities.length} 个账号，请选择本次登录的身份
      </Typography>
      <TextField
        size="small"
        fullWidth
        placeholder="搜索账号或公司名称"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{
          htmlInput: { 'data-testid': 'choice-login-filter', 'aria-label': '搜索账号或公司名称' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {groups.length === 0 && (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 4 }}>暂无数据</Typography>
      )}
      {groups.map((group) => (
        <Box key={group.key} component="section" sx={{ mt: 2.5 }} data-testid={`identity-group-${group.key}`}>
          <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>
            {group.title}
            <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontWeight: 400 }}>
              {group.identities.length}
            </Box>
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
            {group.identities.map((identity) => (
              <IdentityCard
                key={identity.id}
                identity={identity}
                loading={loadingId === identity.id}
                onChoose={(chosen) => void choose(chosen)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
