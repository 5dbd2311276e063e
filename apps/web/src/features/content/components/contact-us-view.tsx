import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SERVICE_PROVIDER, type ContactMessage } from '@seqportal/contract';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  readContactDraft,
  saveContactDraft,
  validateContact,
  type ContactErrors,
} from '../lib/contact-draft';

/**
 * /contact_us (spec part 2 sections 2.13, 4, 5): the provider's address, e-mail and phone, and a message form.
 * A valid form is kept and the customer answers a captcha on /verification_code, which posts it.
 */
export function ContactUsView() {
  useDocumentTitle('联系我们');
  const { user } = useSession();
  const openLayer = useOpenLayer();
  const [form, setForm] = useState<ContactMessage>(() => readContactDraft() ?? EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});

  // Prefilled once from the signed-in member (member info may arrive after the first render); typed values win.
  const [prefilledFor, setPrefilledFor] = useState<number | null>(null);
  if (user && prefilledFor !== user.id) {
    setPrefilledFor(user.id);
    setForm((current) => ({
      ...current,
      objName: current.objName || user.nickName,
      email: current.email || (user.email ?? ''),
      phone: current.phone || user.phone,
      companyName: current.companyName || user.companyName,
    }));
  }

  const change = (name: keyof ContactMessage, raw: string) => {
    // Trimmed on input (spec part 2 section 5); the message body keeps its inner line breaks.
    const value = name === 'opinion' ? raw.trimStart() : raw.trim();
    setForm((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    const first = CONTACT_FIELDS.map((field) => found[field.name]).find(Boolean);
    if (first) {
      notifier.toast(first, { severity: 'warning' });
      return;
    }
    saveContactDraft(form);
    openLayer(paths.verificationCode);
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }} data-testid="contact-us">
      <Link component={RouterLink} to={paths.home} underline="hover" sx={{ fontSize: 14 }}>
        ← 返回首页
      </Link>
      <Typography component="h1" sx={{ fontSize: { xs: 22, sm: 28 }, fontWeight: 600, mt: 1.5, mb: 2 }}>
        联系我们
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, gap: { xs: 2, md: 3 } }}>
        <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, sm: 3 } }} data-testid="contact-provider">
          <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{SERVICE_PROVIDER.company}</Typography>
          <ContactLine label="公司地址" value={SERVICE_PROVIDER.address} />
          <ContactLine
            label="市场合作邮箱"
            value={SERVICE_PROVIDER.marketingEmail}
            href={`mailto:${SERVICE_PROVIDER.marketingEmail}`}
          />
          <ContactLine
            label="客服邮箱"
            value={SERVICE_PROVIDER.serviceEmail}
            href={`mailto:${SERVICE_PROVIDER.serviceEmail}`}
          />
          <ContactLine label="服务热线" value={SERVICE_PROVIDER.hotline} href={`tel:${SERVICE_PROVIDER.hotline}`} />
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 2 }}>
            工作时间：周一至周五 9:00-18:00。留言提交后，我们会在 1 个工作日内通过邮件或电话与您联系。
          </Typography>
        </Paper>
        <Paper
          component="form"
          noValidate
          onSubmit={submit}
          variant="outlined"
          sx={{ borderRadius: 2, p: { xs: 2, sm: 3 } }}
          data-testid="contact-form"
        >
          <Typography sx={{ fontWeight: 600, mb: 2 }}>在线留言</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {CONTACT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                required
                size="small"
                value={form[field.name]}
                onChange={(event) => change(field.name, event.target.value)}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name] ?? ' '}
                multiline={field.multiline}
                minRows={field.multiline ? 4 : undefined}
                slotProps={{ htmlInput: { maxLength: field.name === 'phone' ? 11 : field.multiline ? 2000 : 100 } }}
                sx={
                  field.multiline || field.name === 'address' || field.name === 'title' ? { gridColumn: '1 / -1' } : {}
                }
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button type="submit" variant="contained" sx={{ minWidth: 140 }} data-testid="contact-submit">
              提交留言
            </Button>
          </Box>
        </Paper>
      </Box>
      <Typography component="footer" sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center', mt: 4 }}>
        © {new Date().getFullYear()} {SERVICE_PROVIDER.company} 版权所有 · {SERVICE_PROVIDER.icpFiling}
      </Typography>
    </Box>
  );
}

function ContactLine({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <Box sx={{ mb: 1.25 }}>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      {href ? (
        <Link href={href} sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
          {value}
        </Link>
      ) : (
        <Typography sx={{ fontSize: 14 }}>{value}</Typography>
      )}
    </Box>
  );
}
