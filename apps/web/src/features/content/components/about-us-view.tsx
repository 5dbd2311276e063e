import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SERVICE_PROVIDER } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const POINTS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: '全流程自动化',
    text: '从选购、下单、寄样到数据交付，全部在线完成。样本信息在样本到达前就已进入实验室系统，收样即可开工。',
  },
  {
    title: '需求直达实验室',
    text: '没有中间环节：您填写的样本信息、建库要求与交付设置直接成为实验室的任务单，减少转述与等待。',
  },
  {
    title: '文库测序 3 天完成',
    text: '文库上机测序自实验室收样起 3 个工作日内完成上机与数据交付；其他项目的交付周期写在产品页面上，订单详情显示预计交付日期，进度实时可见。',
  },
  {
    title: '数据安全交付',
    text: '数据存储于境内，交付文件附 MD5 校验，通过限时下载链接或您自己的对象存储交付。',
  },
];

/** /about_us: what the shop is (spec part 2 section 2.13). */
export function AboutUsView() {
  useDocumentTitle('关于我们');
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }} data-testid="about-us">
      <Typography component="h1" sx={{ fontSize: { xs: 22, sm: 28 }, fontWeight: 600, mb: 1 }}>
        关于我们
      </Typography>
      <Typography sx={{ fontSize: 15, lineHeight: 1.9, color: 'text.secondary', mb: 3 }}>
        {SERVICE_PROVIDER.brand}是{SERVICE_PROVIDER.company}
        打造的全自动化高通量测序电商平台：科研客户像网购一样选购测序服务，需求直达实验室，文库测序全流程 3 天完成。
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {POINTS.map((point) => (
          <Paper key={point.title} variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, sm: 3 } }}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{point.title}</Typography>
            <Typography sx={{ fontSize: 14, lineHeight: 1.8, color: 'text.secondary' }}>{point.text}</Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.allGoods} variant="contained">
          浏览全部商品
        </Button>
        <Button component={RouterLink} to={paths.contactUs} variant="outlined">
          联系我们
        </Button>
      </Box>
    </Box>
  );
}
