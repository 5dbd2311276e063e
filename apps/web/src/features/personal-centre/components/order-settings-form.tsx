import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notifier } from '@/lib/notifier';
import { useSaveOrderSetting } from '../api/save-order-setting';
import {
  firstOrderSettingError,
  formToSaveRequest,
  ORDER_PHONE_MAX_LENGTH,
  sanitizeOrderPhone,
  validateOrderSettings,
  type DeliveryField,
  type OrderSettingsErrors,
  type OrderSettingsFormValues,
} from '../lib/order-settings-form';
import { DeliveryFields } from './delivery-fields';
import { EmailListField } from './email-list-field';

export interface OrderSettingsFormProps {
  initial: OrderSettingsFormValues;
  /** 下单机构: read-only. */
  mechanism: string;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Typing into a still-masked secret must not produce "******1234abc" (the server would read that as
 * "unchanged"): the mask is dropped and only what was typed is kept.
 */
export function nextSecret(current: string, typed: string, masked: string): string {
  if (masked === '' || current !== masked) return typed;
  if (typed.startsWith(masked)) return typed.slice(masked.length);
  return masked.startsWith(typed) ? '' : typed;
}

/** The order defaults form; the first failing check is toasted, every failing field marked. */
export function OrderSettingsForm({ initial, mechanism, onSaved, onCancel }: OrderSettingsFormProps) {
  const [values, setValues] = useState<OrderSettingsFormValues>(initial);
  const [errors, setErrors] = useState<OrderSettingsErrors>({});
  const save = useSaveOrderSetting();
  const maskedSecret = initial.delivery.accessKeySecret;

  const editDelivery = (field: DeliveryField, value: string): void => {
    setValues((current) => {
      const next =
        field === 'accessKeySecret' ? nextSecret(current.delivery.accessKeySecret, value, maskedSecret) : value;
      return { ...current, delivery: { ...current.delivery, [field]: next }, deliveryChanged: true };
    });
  };

  const submit = async (): Promise<void> => {
    if (save.isPending) return;
    const found = validateOrderSettings(values);
    setErrors(found);
    const message = firstOrderSettingError(found);
    if (message) {
      notifier.toast(message, { severity: 'warning' });
      return;
    }
    try {
      const answer = await save.mutateAsync(formToSaveRequest(values));
      if (answer.code !== 0) return;
      notifier.success(answer.message || '修改成功');
      onSaved();
    } catch {
      // Transport failure: already toasted; the form keeps everything typed.
    }
  };

  return (
    <Box
      component="form"
      noValidate
      data-testid="order-settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label="下单机构"
        value={mechanism}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'order-mechanism' } }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      />
      <TextField
        label="下单客户姓名"
        placeholder="请输入下单客户姓名"
        value={values.meName}
        onChange={(event) => {
          setValues((current) => ({ ...current, meName: event.target.value }));
          setErrors((current) => ({ ...current, meName: undefined }));
        }}
        error={Boolean(errors.meName)}
        helperText={errors.meName}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'order-me-name' } }}
      />
      <TextField
        label="下单联系电话"
        placeholder="请输入下单联系电话"
        value={values.meMoblie}
        onChange={(event) => {
          setValues((current) => ({ ...current, meMoblie: sanitizeOrderPhone(event.target.value) }));
          setErrors((current) => ({ ...current, meMoblie: undefined }));
        }}
        error={Boolean(errors.meMoblie)}
        helperText={errors.meMoblie}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: ORDER_PHONE_MAX_LENGTH, inputMode: 'numeric', 'data-testid': 'order-me-moblie' },
        }}
      />
      <EmailListField
        emails={values.emails}
        onChange={(emails) => {
          setValues((current) => ({ ...current, emails }));
          setErrors((current) => ({ ...current, meEmail: undefined, emailRows: undefined }));
        }}
        error={errors.meEmail}
        errorRows={errors.emailRows}
      />
      <Divider />
      <DeliveryFields values={values.delivery} onChange={editDelivery} maskedSecret={maskedSecret} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button variant="outlined" onClick={onCancel} disabled={save.isPending}>
          取消
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} data-testid="order-settings-save">
          保存
        </Button>
      </Box>
    </Box>
  );
}
