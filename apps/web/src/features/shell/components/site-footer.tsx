import BoltIcon from '@mui/icons-material/Bolt';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

interface ServicePromise {
  icon: SvgIconComponent;
  title: string;
  detail: string;
}

// The four promises of spec part 1 section 1, worded for customers.
const PROMISES: readonly ServicePromise[] = [
  { icon: BoltIcon, title: '极速交付', detail: '自动化流程，数据快速交付' },
  { icon: VerifiedIcon, title: '品质保障，无忧退换', detail: '质检不达标，免费重测' },
  { icon: CreditScoreIcon, title: '定制服务，信用支付', detail: '按需定制方案，先实验后结算' },
  { icon: HeadsetMicIcon, title: '售后无忧', detail: '专属客服与生信支持' },
];

const FOOTER_LINKS = [
  { label: '关于我们', to: paths.aboutUs },
  { label: '联系我们', to: paths.contactUs },
  { label: '在线客服', to: paths.kefu },
  { label: '用户服务协议', to: paths.registerLayer },
  { label: '隐私条款与法律声明', to: paths.legalLayer },
] as const;

export function SiteFooter({ narrow }: { narrow: boolean }) {
  return (
    <Box
      component="footer"
      data-testid="shell-footer"
      sx={{ mt: 'auto', bgcolor: 'footer.background', color: 'text.placeholder' }}
    >
      <Container maxWidth="lg" sx={{ py: narrow ? 3 : 4 }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: narrow ? 'repeat(2, minmax(0, 1fr))' : 'repeat(4, minmax(0, 1fr))',
            gap: narrow ? 2 : 3,
          }}
        >
          {PROMISES.map(({ icon: Icon, title, detail }) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
              <Box
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: (theme) => alpha(theme.palette.secondary.light, 0.15),
                  color: 'footer.accent',
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ color: 'common.white', fontWeight: 600, fontSize: 15 }}>{title}</Box>
                <Box sx={{ fontSize: 12, mt: 0.5 }}>{detail}</Box>
              </Box>
            </Box>
          ))}
        </Box>

        <Box
          sx={{
            mt: 3,
            py: 1.5,
            px: 2,
            borderRadius: 2,
            bgcolor: (theme) => alpha(theme.palette.common.white, 0.06),
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            fontSize: 13,
            textAlign: 'center',
          }}
        >
          <Box component="strong" sx={{ color: 'footer.accent', fontSize: 16 }}>
            文库测序全流程3天
          </Box>
          <span>全自动化流程，样本未到、信息先达，实验室提前准备</span>
        </Box>

        <Box
          component="nav"
          aria-label="页脚"
          sx={{
            mt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: narrow ? 1.5 : 3,
            fontSize: 13,
          }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} sx={{ color: 'inherit', fontSize: 13 }}>
              {link.label}
            </Link>
          ))}
        </Box>
        <Box sx={{ mt: 2, textAlign: 'center', fontSize: 12, color: 'footer.muted' }}>
          © {new Date().getFullYear()} SeqPortal 基因测序服务平台
        </Box>
      </Container>
    </Box>
  );
}
