import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The brand slide: what SeqPortal is, shown in the carousel's place when no banner is configured. */
export function HeroSlide() {
  return (
    <Box
      data-testid="home-hero"
      sx={{
        height: '100%',
        color: 'common.white',
        px: { xs: 3, md: 5 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 45%, ${theme.palette.brand.heroEnd} 100%)`,
      }}
    >
      <Typography sx={{ fontSize: 13, letterSpacing: 3, color: 'brand.heroEyebrow', mb: 1.5 }}>
        测序服务 · 文库模板 · 核酸样本模板
      </Typography>
      {/* Not a heading: the home page has its own h1, and this slide only stands in for missing banners. */}
      <Typography component="p" sx={{ fontSize: { xs: 24, md: 34 }, fontWeight: 700, lineHeight: 1.3 }}>
        一站式基因测序服务平台
      </Typography>
      <Typography
        sx={{ mt: 1.5, fontSize: { xs: 13, md: 15 }, color: 'brand.heroText', maxWidth: 520, lineHeight: 1.8 }}
      >
        {'在线选购、合同下单、样本信息提交、实验进度追踪与数据交付下载，全流程自动化，样本未到、信息先达。'}
      </Typography>
      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={paths.allGoods}
          variant="contained"
          sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'brand.heroButtonHover' } }}
        >
          浏览全部商品
        </Button>
        <Button
          component={RouterLink}
          to={paths.contactUs}
          variant="outlined"
          sx={{
            color: 'common.white',
            borderColor: (theme) => alpha(theme.palette.common.white, 0.6),
            '&:hover': { borderColor: 'common.white' },
          }}
        >
          咨询方案
        </Button>
      </Box>
    </Box>
  );
}
