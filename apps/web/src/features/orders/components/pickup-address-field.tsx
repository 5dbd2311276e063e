import AddIcon from '@mui/icons-material/Add';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { maskPhone, type Address } from '@seqportal/contract';
import { RadioCard, RadioCardGroup } from '@/components/radio-card';

export interface PickupAddressFieldProps {
  addresses: Address[] | undefined;
  loading: boolean;
  value: number | null;
  onChange: (id: number) => void;
  onAdd: () => void;
}

function regionText(address: Address): string {
  // Municipalities repeat the province as the city (北京市 北京市); 市辖区 carries no information either.
  const parts = [address.province, address.city, address.district].filter(
    (part, index, all) => part && part !== '市辖区' && all.indexOf(part) === index,
  );
  return parts.join(' ');
}

/** Where the courier comes for the samples: the member's pickup addresses, the first chosen by default. */
export function PickupAddressField({ addresses, loading, value, onChange, onAdd }: PickupAddressFieldProps) {
  if (loading) return <Skeleton variant="rounded" height={72} />;
  const addButton = (
    <Button size="small" startIcon={<AddIcon />} onClick={onAdd} data-testid="pickup-address-add">
      新增取样地址
    </Button>
  );
  if (!addresses || addresses.length === 0) {
    return (
      <Box
        data-testid="pickup-address-empty"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          p: 2,
          borderRadius: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
        }}
      >
        <LocationOnOutlinedIcon sx={{ color: 'text.disabled' }} />
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>还没有取样地址</Typography>
        {addButton}
      </Box>
    );
  }
  return (
    <Box>
      <RadioCardGroup
        label="取样地址"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 1.5 }}
      >
        {addresses.map((address) => (
          <RadioCard
            key={address.id}
            selected={address.id === value}
            onSelect={() => onChange(address.id)}
            testId="pickup-address"
            // The card's own lines keep their colours and weights: only the outline and tint mark the choice.
            sx={{ display: 'block', textAlign: 'left', p: 1.5, color: 'text.primary', fontWeight: 400 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{address.name}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{maskPhone(address.phone)}</Typography>
              {address.isDefault && (
                <Chip label="默认" size="small" color="primary" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
              )}
            </Box>
            <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {regionText(address)} {address.address}
            </Typography>
          </RadioCard>
        ))}
      </RadioCardGroup>
      <Box sx={{ mt: 1 }}>{addButton}</Box>
    </Box>
  );
}
