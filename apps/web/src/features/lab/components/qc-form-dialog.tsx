import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QC_GRADE_LABELS, QC_GRADES, type LabSampleView, type QcGradeValue } from '@seqportal/contract';
import { useState, type FormEvent } from 'react';
import { useRecordQc } from '../api/record-qc';
import {
  initialQcValues,
  QC_MEASUREMENTS,
  toQcRequest,
  validateQc,
  type QcFormErrors,
  type QcFormValues,
} from '../lib/qc-form';
import { staffErrorText } from '../lib/staff-api';

export interface QcFormDialogProps {
  sample: LabSampleView;
  /** Default 检测人: the signed-in staff member. */
  tester: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Enters or corrects one sample's QC results; the answer updates the order on screen. */
export function QcFormDialog({ sample, tester, onClose, onSaved }: QcFormDialogProps) {
  const [values, setValues] = useState<QcFormValues>(() => initialQcValues(sample, tester));
  const [errors, setErrors] = useState<QcFormErrors>({});
  const save = useRecordQc();

  const set = <K extends keyof QcFormValues>(key: K, value: QcFormValues[K]): void => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const found = validateQc(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(toQcRequest(sample.id, values), {
      onSuccess: () => onSaved(`样本 ${sample.codeNo} 质检结果已保存`),
    });
  };

  const gradeField = (key: 'totalGrade' | 'qualityGrade', label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value as QcGradeValue)}
      slotProps={{ htmlInput: { 'data-testid': `qc-${key}` } }}
    >
      {QC_GRADES.map((grade) => (
        <MenuItem key={grade} value={grade}>
          {QC_GRADE_LABELS[grade]}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="md" fullWidth>
      <Box component="form" onSubmit={submit} noValidate data-testid="qc-form">
        <DialogTitle sx={{ fontSize: 18 }}>
          录入质检结果 · {sample.codeNo}
          <Box component="span" sx={{ ml: 1, fontSize: 14, color: 'text.secondary' }}>
            {sample.name} {sample.kind}
          </Box>
        </DialogTitle>
        <DialogContent dividers sx={{ pt: 3 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 2 }}>
            {QC_MEASUREMENTS.map(({ key, label }) => (
              <TextField
                key={key}
                size="small"
                label={label}
                value={values[key]}
                onChange={(event) => set(key, event.target.value)}
                error={Boolean(errors[key])}
                helperText={errors[key] ?? (key === 'totalAmount' ? '留空按浓度×体积计算' : ' ')}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `qc-${key}` } }}
              />
            ))}
            {gradeField('totalGrade', '总量结论')}
            {gradeField('qualityGrade', '质量结论')}
            <TextField
              size="small"
              label="检测人"
              required
              value={values.tester}
              onChange={(event) => set('tester', event.target.value)}
              error={Boolean(errors.tester)}
              helperText={errors.tester ?? ' '}
              slotProps={{ htmlInput: { 'data-testid': 'qc-tester', maxLength: 50 } }}
            />
            <TextField
              size="small"
              label="审核人"
              value={values.reviewer}
              onChange={(event) => set('reviewer', event.target.value)}
              helperText=" "
              slotProps={{ htmlInput: { 'data-testid': 'qc-reviewer', maxLength: 50 } }}
            />
            <TextField
              size="small"
              label="备注及建议"
              value={values.remarks}
              onChange={(event) => set('remarks', event.target.value)}
              error={Boolean(errors.remarks)}
              helperText={errors.remarks ?? ' '}
              multiline
              minRows={2}
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ htmlInput: { 'data-testid': 'qc-remarks' } }}
            />
          </Box>
          {save.isError && (
            <Alert severity="error" data-testid="qc-error">
              {staffErrorText(save.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            取消
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="qc-save">
            {save.isPending ? '保存中…' : '保存质检结果'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
