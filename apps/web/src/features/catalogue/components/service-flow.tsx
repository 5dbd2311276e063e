import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import ShoppingCartCheckoutOutlinedIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { Fragment } from 'react';

interface FlowStep {
  icon: SvgIconComponent;
  title: string;
  detail: string;
}

/** The service-flow strip of the home page (spec part 1 section 2): 下单 → 寄样 → 实验 → 报告 → 交付. */
export const SERVICE_FLOW: readonly FlowStep[] = [
  { icon: ShoppingCartCheckoutOutlinedIcon, title: '下单', detail: '在线选购，合同价或信用支付' },
  { icon: LocalShippingOutlinedIcon, title: '寄样', detail: '上门取样或快递寄送' },
  { icon: ScienceOutlinedIcon, title: '实验', detail: '质检、建库、上机测序' },
  { icon: AssignmentTurnedInOutlinedIcon, title: '报告', detail: '质检报告在线查看' },
  { icon: CloudDownloadOutlinedIcon, title: '交付', detail: '数据云端交付下载' },
];

/** Steps as icon and name; each step's detail is its tooltip, the strip's subtitle sums the promise up. */
export function ServiceFlow() {
  return (
    <Box
      component="section"
      aria-labelledby="home-flow-title"
      data-testid="home-flow"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: { xs: 1.5, md: 2.5 },
        py: { xs: 1.5, md: 2 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="home-flow-title" component="h2" sx={{ fontWeight: 700, fontSize: 15, color: 'text.primary' }}>
          服务流程
        </Typography>
        <Typography sx={{ fontSize: 12, color: 'secondary.main' }}>文库测序全流程3天 · 样本未到、信息先达</Typography>
      </Box>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', alignItems: 'flex-start' }}>
        {SERVICE_FLOW.map(({ icon: Icon, title, detail }, index) => (
          <Fragment key={title}>
            {index > 0 && (
              <Box
                aria-hidden
                sx={{
                  flex: '1 1 0',
                  minWidth: 6,
                  mt: { xs: '17px', md: '21px' },
                  borderTop: '2px dashed',
                  borderTopColor: 'control.flowLine',
                }}
              />
            )}
            <Box
              component="li"
              title={detail}
              sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
            >
              <Box
                sx={{
                  width: { xs: 36, md: 44 },
                  height: { xs: 36, md: 44 },
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'control.flowStep',
                  color: 'primary.main',
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Typography sx={{ fontWeight: 600, fontSize: 13 }}>{title}</Typography>
            </Box>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
