import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { BUSINESS_TILES, SubAccountStatus } from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifier } from '@/lib/notifier';
import { getBusinessLink } from '../api/business-api';
import { BUSINESS_MESSAGES } from '../lib/business-messages';
import { BusinessFrame } from './business-frame';

const ICONS: Record<string, ReactNode> = {
  账号列表: <GroupOutlined />,
  权限管理: <AdminPanelSettingsOutlined />,
  机构申请: <ApartmentOutlined />,
  角色管理: <AccountTreeOutlined />,
  合同管理: <DescriptionOutlined />,
  个人中心: <PersonOutlined />,
};

const HINTS: Record<string, string> = {
  账号列表: '审核子账号申请，停用或启用账号',
  权限管理: '设置子账号的下单、账单、数据下载权限',
  机构申请: '申请新增下属机构',
  角色管理: '自定义角色与权限组合',
  合同管理: '本机构的合同、余额与合同产品',
  个人中心: '个人资料、手机号与邮箱',
};

/**
 * /bussiness_manger (spec part 2 section 2.12): six tiles; each with an id opens the link GetBusinessLink answers
 * for it, tiles 3 and 4 have none and say 功能尚未开通. Only an approved organisation's main account gets in.
 */
export function BusinessManagerView() {
  return (
    <BusinessFrame title="企业管理" back={false}>
      {(_memberId, accounts) => (
        <Tiles pending={accounts.filter((a) => a.status === SubAccountStatus.Pending).length} />
      )}
    </BusinessFrame>
  );
}

function Tiles({ pending }: { pending: number }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState<number | null>(null);

  const open = async (id: number | null) => {
    if (id === null) {
      notifier.toast(BUSINESS_MESSAGES.notOpen, { severity: 'info' });
      return;
    }
    setOpening(id);
    try {
      const link = await getBusinessLink(id);
      if (link) void navigate(link);
    } catch {
      // Toasted by the API client.
    } finally {
      setOpening(null);
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1.5, md: 2 },
      }}
    >
      {BUSINESS_TILES.map((tile) => (
        <ButtonBase
          key={tile.title}
          onClick={() => void open(tile.id)}
          disabled={opening !== null}
          data-testid="business-tile"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 0.75,
            p: { xs: 1.5, md: 2.5 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            textAlign: 'left',
            minWidth: 0,
            opacity: tile.id === null ? 0.7 : 1,
            '&:hover': { borderColor: 'primary.main' },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            {ICONS[tile.title]}
            <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {tile.title}
            </Typography>
            {tile.id === 1 && pending > 0 && (
              <Box
                component="span"
                data-testid="pending-count"
                sx={{ px: 0.75, borderRadius: 5, fontSize: 12, color: 'common.white', bgcolor: 'error.main' }}
              >
                {pending}
              </Box>
            )}
          </Box>
          <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {HINTS[tile.title]}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
