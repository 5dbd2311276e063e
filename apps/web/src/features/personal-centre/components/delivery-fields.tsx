import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELIVERY_HINT, type DeliveryField, type DeliveryValues } from '../lib/order-settings-form';

export interface DeliveryFieldsProps {
  values: DeliveryValues;
  onChange: (field: DeliveryField, value: string) => void;
  /** The secret as read (masked, e.g. ******1234); while it is shown unchanged it goes back as is. */
  maskedSecret: string;
}

const FIELDS: readonly { field: DeliveryField; label: string; placeholder: string }[] = [
  { field: 'acceessKeyId', label: 'AccessKey ID', placeholder: '云存储 AccessKey ID' },
  { field: 'accessKeySecret', label: 'AccessKey Secret', placeholder: '云存储 AccessKey Secret' },
  { field: 'ossPath', label: '存储路径', placeholder: '例如 sequencing/2026/' },
  { field: 'bucket', label: 'Bucket', placeholder: '存储桶名称' },
  { field: 'endPoint', label: 'Endpoint', placeholder: '例如 oss-cn-shanghai.aliyuncs.com' },
];

/** The optional 数据交付 (cloud storage) section of the order settings. */
export function DeliveryFields({ values, onChange, maskedSecret }: DeliveryFieldsProps) {
  const secretUnchanged = maskedSecret !== '' && values.accessKeySecret === maskedSecret;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, fontSize: 15, mb: 1 }}>
        数据交付
        <Typography component="span" sx={{ ml: 1, fontSize: 13, color: 'text.secondary' }}>
          （选填）
        </Typography>
      </Typography>
      <Alert severity="info" sx={{ py: 0 }}>
        {DELIVERY_HINT}
      </Alert>
      {FIELDS.map(({ field, label, placeholder }) => {
        const secret = field === 'accessKeySecret';
        return (
          <TextField
            key={field}
            label={label}
            placeholder={placeholder}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            // A masked secret is selected on focus so that typing replaces it instead of appending to it.
            onFocus={secret && secretUnchanged ? (event) => event.target.select() : undefined}
            helperText={secret && secretUnchanged ? '已保存，如需修改请重新输入' : undefined}
            type={secret ? 'password' : 'text'}
            autoComplete={secret ? 'new-password' : 'off'}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: secret ? 256 : 200, 'data-testid': `delivery-${field}` } }}
          />
        );
      })}
    </Box>
  );
}
