import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths } from '@/config/paths';
import { notifier } from '@/lib/notifier';
import { useCaptcha } from '../api/get-captcha';
import { usePostContact } from '../api/post-contact';
import { clearContactDraft, readContactDraft } from '../lib/contact-draft';

/**
 * /verification_code (310): the graphic captcha that sends the contact message kept by /contact_us. Enter submits;
 * a refused answer spends the captcha on the server, so a new image is fetched. On success: 提交成功, then home with
 * the contact page and this layer replaced in history.
 */
export function VerificationCodeLayer({ onClose }: LayerBodyProps) {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const post = usePostContact();
  const [code, setCode] = useState('');
  const [draft] = useState(readContactDraft);

  if (!draft) {
    return (
      <Box data-testid="verification-code-layer" sx={{ textAlign: 'center', py: 2 }}>
        <Typography sx={{ fontSize: 14, mb: 2 }}>请先在“联系我们”页面填写留言。</Typography>
        <Button variant="contained" onClick={() => void navigate(paths.contactUs, { replace: true })}>
          去填写留言
        </Button>
      </Box>
    );
  }

  const refresh = () => {
    setCode('');
    void captcha.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const key = captcha.data?.key;
    if (!key) {
      notifier.toast('验证码已失效', { severity: 'warning' });
      return;
    }
    if (!code.trim()) {
      notifier.toast('请输入验证码', { severity: 'warning' });
      return;
    }
    const answer = await post.mutateAsync({ ...draft, key, code: code.trim() });
    if (answer.code === 0 && answer.body?.postOk) {
      clearContactDraft();
      notifier.success('提交成功');
      void navigate(paths.home, { replace: true });
      return;
    }
    // The server spent this captcha (or it had expired): a new one for the next try. The failure was toasted.
    refresh();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="verification-code-layer">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box
          sx={{
            width: 120,
            height: 40,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {captcha.isFetching ? (
            <CircularProgress size={18} />
          ) : captcha.data ? (
            <Box
              component="img"
              src={`data:image/png;base64,${captcha.data.img}`}
              alt="图形验证码"
              onClick={refresh}
              sx={{ cursor: 'pointer', display: 'block' }}
              data-testid="captcha-image"
            />
          ) : (
            <Typography sx={{ fontSize: 12, color: 'error.main' }}>加载失败</Typography>
          )}
        </Box>
        <Link component="button" type="button" onClick={refresh} sx={{ fontSize: 13 }}>
          看不清，换一张
        </Link>
      </Box>
      <TextField
        autoFocus
        fullWidth
        size="small"
        label="验证码"
        value={code}
        onChange={(event) => setCode(event.target.value.trim())}
        slotProps={{ htmlInput: { maxLength: 6, autoComplete: 'off', 'data-testid': 'captcha-input' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" variant="contained" disabled={post.isPending} data-testid="captcha-submit">
          提交
        </Button>
      </Box>
    </Box>
  );
}
