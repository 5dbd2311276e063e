import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { maskPhone, type Address } from '@seqportal/contract';
import { formatRegion } from '../lib/region';

export interface AddressCardProps {
  address: Address;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
  /** True while this address is being made the default. */
  busy?: boolean;
}

/** One pickup address: contact, masked phone, region and detail, the default badge and its actions. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy = false }: AddressCardProps) {
  return (
    <Paper
      variant="outlined"
      data-testid="address-item"
      sx={{
        p: 2,
        borderRadius: 2,
        borderColor: address.isDefault ? 'primary.light' : 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="address-contact">
            {address.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }} data-testid="address-phone">
            {maskPhone(address.phone)}
          </Typography>
          {address.isDefault && <Chip label="默认地址" size="small" color="primary" data-testid="address-default" />}
        </Box>
        <Typography sx={{ mt: 0.75, fontSize: 14, wordBreak: 'break-all' }} data-testid="address-text">
          {formatRegion(address)} {address.address}
        </Typography>
        {address.postalCode && (
          <Typography sx={{ mt: 0.25, fontSize: 13, color: 'text.secondary' }}>邮编：{address.postalCode}</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
        {!address.isDefault && (
          <Button size="small" onClick={() => onMakeDefault(address)} loading={busy}>
            设为默认
          </Button>
        )}
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => onEdit(address)}>
          编辑
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineOutlinedIcon />} onClick={() => onDelete(address)}>
          删除
        </Button>
      </Box>
    </Paper>
  );
}
