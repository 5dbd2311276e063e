import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notifier } from '@/lib/notifier';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import {
  ADDRESS_PHONE_MAX_LENGTH,
  firstError,
  formToRequest,
  validateAddressForm,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
} from '../lib/address-form';
import type { RegionSelection } from '../lib/region';
import { RegionPicker } from './region-picker';

export interface AddressFormProps {
  initial: AddressFormValues;
  /** Present when editing (mode 2). */
  addressId?: number;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Add or edit a pickup address. The client checks run in the spec's order; the first message is toasted and
 * every failing field is marked. What was typed stays in place when the server refuses the save.
 */
export function AddressForm({ initial, addressId, onSaved, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const add = useAddAddress();
  const update = useUpdateAddress();
  const saving = add.isPending || update.isPending;
  // The server never unticks the default address, so the switch is locked on for it.
  const defaultLocked = addressId !== undefined && initial.isDefault;

  const edit = (patch: Partial<AddressFormValues>, field?: AddressField): void => {
    setValues((current) => ({ ...current, ...patch }));
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (): Promise<void> => {
    if (saving) return;
    const found = validateAddressForm(values);
    setErrors(found);
    const message = firstError(found);
    if (message) {
      notifier.toast(message, { severity: 'warning' });
      return;
    }
    const request = formToRequest(values);
    try {
      const answer =
        addressId === undefined
          ? await add.mutateAsync(request)
          : await update.mutateAsync({ ...request, id: addressId });
      if (answer.code !== 0) return;
      notifier.success(answer.message || (addressId === undefined ? '新增成功' : '修改成功'));
      onSaved();
    } catch {
      // Transport failure: already toasted; the form keeps everything typed.
    }
  };

  const text = (field: 'address' | 'name' | 'phone' | 'postalCode') => ({
    value: values[field],
    error: field !== 'postalCode' && Boolean(errors[field]),
    helperText: field !== 'postalCode' ? errors[field] : undefined,
    fullWidth: true,
    size: 'small' as const,
  });

  return (
    <Box
      component="form"
      noValidate
      data-testid="address-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <RegionPicker
        value={values}
        onChange={(region: RegionSelection) => edit(region, 'region')}
        error={errors.region}
      />
      <TextField
        label="详细地址"
        placeholder="街道、门牌号、楼层、房间号等"
        multiline
        minRows={2}
        {...text('address')}
        onChange={(event) => edit({ address: event.target.value }, 'address')}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'address-detail' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label="联系人"
          placeholder="请输入联系人姓名"
          {...text('name')}
          onChange={(event) => edit({ name: event.target.value }, 'name')}
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'address-name' } }}
        />
        <TextField
          label="手机号"
          placeholder="请输入手机号"
          {...text('phone')}
          onChange={(event) => edit({ phone: event.target.value.replace(/\s+/g, '') }, 'phone')}
          slotProps={{
            htmlInput: { maxLength: ADDRESS_PHONE_MAX_LENGTH, inputMode: 'tel', 'data-testid': 'address-phone' },
          }}
        />
      </Box>
      <TextField
        label="邮政编码（选填）"
        placeholder="请输入邮政编码"
        {...text('postalCode')}
        onChange={(event) => edit({ postalCode: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric', 'data-testid': 'address-postal-code' } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.isDefault}
            disabled={defaultLocked}
            onChange={(event) => edit({ isDefault: event.target.checked })}
            slotProps={{ input: { 'aria-label': '设为默认地址' } }}
          />
        }
        label={defaultLocked ? '设为默认地址（当前已是默认地址）' : '设为默认地址'}
        slotProps={{ typography: { sx: { fontSize: 14 } } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button variant="outlined" onClick={onCancel} disabled={saving}>
          取消
        </Button>
        <Button type="submit" variant="contained" loading={saving} data-testid="address-save">
          保存
        </Button>
      </Box>
    </Box>
  );
}
