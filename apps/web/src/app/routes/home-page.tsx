import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import ShoppingCartCheckoutOutlinedIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { WelcomePanel } from './welcome-panel';

interface FlowStep {
  icon: SvgIconComponent;
  title: string;
  detail: string;
}

// The service-flow strip of the home page (spec part 1 section 2).
const FLOW: readonly FlowStep[] = [
  { icon: ShoppingCartCheckoutOutlinedIcon, title: '下单', detail: '在线选购，合同价或信用支付' },
  { icon: LocalShippingOutlinedIcon, title: '寄样', detail: '上门取样或快递寄送' },
  { icon: ScienceOutlinedIcon, title: '实验', detail: '质检、建库、上机测序' },
  { icon: AssignmentTurnedInOutlinedIcon, title: '报告', detail: '质检报告在线查看' },
  { icon: CloudDownloadOutlinedIcon, title: '交付', detail: '数据云端交付下载' },
];

/** Placeholder home: what SeqPortal is and how an order flows; category menu and banners come with the catalogue. */
export function HomePage() {
  useDocumentTitle();
  const narrow = useNarrowMode();
  return (
    <>
      <Box
        component="section"
        sx={{
          color: '#fff',
          background: 'linear-gradient(120deg, #083a5c 0%, #0b4f7c 45%, #0f8f86 100%)',
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            py: narrow ? 4 : 7,
            display: 'flex',
            flexDirection: narrow ? 'column' : 'row',
            alignItems: narrow ? 'stretch' : 'center',
            gap: narrow ? 3 : 6,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontSize: 13, letterSpacing: 3, color: '#8fe3d8', mb: 1.5 }}>
              测序服务 · 文库模板 · 核酸样本模板
            </Typography>
            <Typography component="h1" sx={{ fontSize: narrow ? 26 : 38, fontWeight: 700, lineHeight: 1.3 }}>
              一站式基因测序服务平台
            </Typography>
            <Typography sx={{ mt: 2, fontSize: narrow ? 14 : 16, color: '#d5e4ef', maxWidth: 560, lineHeight: 1.8 }}>
              {/* One string: a JSX line break would put a space into the Chinese sentence. */}
              {'SeqPortal 为科研机构与企业客户提供在线选购、合同下单、样本信息提交、实验进度追踪与数据交付下载，' +
                '全流程自动化，样本未到、信息先达。'}
            </Typography>
            <Box sx={{ mt: 3.5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={paths.allGoods}
                variant="contained"
                size="large"
                sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#e6f2f8' } }}
              >
                浏览全部商品
              </Button>
              <Button
                component={RouterLink}
                to={paths.contactUs}
                variant="outlined"
                size="large"
                sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
              >
                咨询方案
              </Button>
            </Box>
          </Box>
          <WelcomePanel />
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="flow-title" sx={{ py: narrow ? 3 : 5 }}>
        <Typography id="flow-title" component="h2" sx={{ fontSize: 20, fontWeight: 600, mb: 2.5, textAlign: 'center' }}>
          服务流程 · 全流程3天
        </Typography>
        <Paper
          variant="outlined"
          data-testid="home-flow"
          sx={{ borderRadius: 3, p: narrow ? 2 : 3, display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          {FLOW.map(({ icon: Icon, title, detail }, index) => (
            <Fragment key={title}>
              {index > 0 && (
                <ChevronRightIcon
                  aria-hidden
                  sx={{ color: 'divider', mt: narrow ? 1 : 2, fontSize: narrow ? 18 : 28, flexShrink: 0 }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
                <Box
                  sx={{
                    mx: 'auto',
                    width: narrow ? 40 : 60,
                    height: narrow ? 40 : 60,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: '#e7f3f7',
                    color: 'primary.main',
                  }}
                >
                  <Icon fontSize={narrow ? 'small' : 'medium'} />
                </Box>
                <Typography sx={{ mt: 1, fontWeight: 600, fontSize: narrow ? 13 : 16 }}>{title}</Typography>
                {!narrow && (
                  <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>{detail}</Typography>
                )}
              </Box>
            </Fragment>
          ))}
        </Paper>
      </Container>
    </>
  );
}
