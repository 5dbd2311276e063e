import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DeliveryLab } from '@seqportal/contract';
import { RadioCard, RadioCardGroup } from '@/components/radio-card';

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
    <RadioCardGroup label="派送地址" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {labs.map((lab) => (
        <RadioCard
          key={lab.name}
          selected={lab.name === value}
          onSelect={() => onChange(lab.name)}
          testId="delivery-lab"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, fontSize: 14 }}
        >
          <ApartmentOutlinedIcon sx={{ fontSize: 18 }} />
          {lab.name}
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}
