import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DeliveryLab } from '@seqportal/contract';

export interface DeliveryLabsFieldProps {
  labs: DeliveryLab[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (name: string) => void;
}

/** 派送地址: the labs that can take these samples; one must be chosen before the order is placed. */
export function DeliveryLabsField({ labs, loading, value, onChange }: DeliveryLabsFieldProps) {
  if (loading) return <Skeleton variant="rounded" height={48} width={320} />;
  if (!labs || labs.length === 0) {
    return <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>暂无可派送的实验室，请联系客服</Typography>;
  }
  return (
    <Box role="radiogroup" aria-label="派送地址" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {labs.map((lab) => {
        const selected = lab.name === value;
        return (
          <ButtonBase
            key={lab.name}
            role="radio"
            aria-checked={selected}
            data-testid="delivery-lab"
            onClick={() => onChange(lab.name)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.25,
              borderRadius: 1.5,
              border: 1.5,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? '#eaf2f8' : 'background.paper',
              color: selected ? 'primary.main' : 'text.primary',
              fontSize: 14,
              fontWeight: selected ? 600 : 400,
              transition: 'border-color 150ms, background-color 150ms',
              '&:hover': { borderColor: 'primary.light' },
            }}
          >
            <ApartmentOutlinedIcon sx={{ fontSize: 18 }} />
            {lab.name}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
