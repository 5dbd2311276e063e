import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';

interface Assurance {
  icon: SvgIconComponent;
  text: string;
}

/** What every order comes with, beneath the buying column; 闪测 only where the goods offers it (isCanFlash). */
export function DetailAssurances({ canFlash }: { canFlash: boolean }) {
  const items: Assurance[] = [
    ...(canFlash ? [{ icon: BoltOutlinedIcon, text: '支持闪测，加急交付' }] : []),
    { icon: FactCheckOutlinedIcon, text: '样本与数据质检报告在线查看' },
    { icon: CloudDoneOutlinedIcon, text: '数据云端交付，MD5校验' },
    { icon: SupportAgentOutlinedIcon, text: '专属客服与生信技术支持' },
  ];
  return (
    <Box
      data-testid="detail-assurances"
      sx={{
        mt: 'auto',
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 1,
      }}
    >
      {items.map(({ icon: Icon, text }) => (
        <Box
          key={text}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13, color: 'text.secondary' }}
        >
          <Icon sx={{ fontSize: 18, color: 'secondary.main' }} />
          {text}
        </Box>
      ))}
    </Box>
  );
}
