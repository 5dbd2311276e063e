import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DeliveryLab } from '@seqportal/contract';

/**
 * Where a courier parcel goes: the chosen lab's receiving address, recipient and phone, so the customer can fill in
 * the waybill without asking (courier mode of /generate_order, /paytype and the order detail).
 */
export function LabAddress({ lab, title = '寄送地址' }: { lab: DeliveryLab; title?: string }) {
  return (
    <Box
      data-testid="lab-address"
      sx={{
        display: 'flex',
        gap: 1.25,
        p: 1.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'surface.subtle',
        textAlign: 'left',
        minWidth: 0,
      }}
    >
      <LocalShippingOutlinedIcon sx={{ fontSize: 20, color: 'primary.main', mt: 0.25 }} />
      <Box sx={{ minWidth: 0, fontSize: 14, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontSize: 14, fontWeight: 600 }}>
          {title}：{lab.name}
        </Typography>
        <Box data-testid="lab-address-line">{lab.address || '地址待确认，请联系客服'}</Box>
        <Box>
          收件人：<span data-testid="lab-recipient">{lab.recipient || '—'}</span>
          <Box component="span" sx={{ mx: 1, color: 'text.disabled' }}>
            |
          </Box>
          电话：<span data-testid="lab-phone">{lab.phone || '—'}</span>
        </Box>
      </Box>
    </Box>
  );
}
