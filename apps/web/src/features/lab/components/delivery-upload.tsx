import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  DELIVERY_FILE_CATEGORIES,
  DELIVERY_FILE_CATEGORY_LABELS,
  DeliveryFileCategory,
  type DeliveryFileCategoryValue,
  type LabOrderView,
} from '@seqportal/contract';
import { useRef, useState } from 'react';
import { formatFileSize } from '@/components/order-delivery';
import { formatBusinessTime } from '@/lib/business-time';
import { useUploadDeliveryFile } from '../api/upload-delivery-file';
import { staffErrorText } from '../lib/staff-api';
import type { UploadProgress } from '@/lib/upload-with-progress';

export interface DeliveryUploadProps {
  order: LabOrderView;
  onDone: (message: string, ok: boolean) => void;
}

/** Uploads delivery files into the order's folder with a progress bar, and lists what is delivered with its MD5. */
export function DeliveryUpload({ order, onDone }: DeliveryUploadProps) {
  const [category, setCategory] = useState<DeliveryFileCategoryValue>(DeliveryFileCategory.Data);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadDeliveryFile();

  const start = (): void => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: file.size, percent: 0 });
    upload.mutate(
      { orderNo: order.orderNo, category, file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (entry) => {
          onDone(`${entry.fileName} 上传成功，MD5 ${entry.md5}`, true);
          setFile(null);
          setProgress(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          setProgress(null);
          onDone(
            error instanceof DOMException && error.name === 'AbortError' ? '上传已取消' : staffErrorText(error),
            false,
          );
        },
      },
    );
  };

  const uploading = upload.isPending;
  return (
    <Box data-testid="delivery-upload">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="文件类别"
          value={category}
          onChange={(event) => setCategory(event.target.value as DeliveryFileCategoryValue)}
          disabled={uploading}
          sx={{ width: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'delivery-category' } }}
        >
          {DELIVERY_FILE_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {DELIVERY_FILE_CATEGORY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading}>
          选择文件
          <input
            ref={fileInput}
            type="file"
            hidden
            data-testid="delivery-file-input"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Box
          sx={{ flex: 1, minWidth: 160, fontSize: 14, color: file ? 'text.primary' : 'text.secondary' }}
          data-testid="delivery-file-name"
        >
          {file ? `${file.name}（${formatFileSize(file.size)}）` : '未选择文件'}
        </Box>
        {uploading ? (
          <Button color="warning" variant="outlined" onClick={() => abort.current?.abort()}>
            取消上传
          </Button>
        ) : (
          <Button variant="contained" disabled={!file} onClick={start} data-testid="delivery-upload-start">
            上传
          </Button>
        )}
      </Box>
      {progress && (
        <Box sx={{ mt: 1.5 }} data-testid="delivery-progress">
          <LinearProgress variant="determinate" value={progress.percent} sx={{ height: 10, borderRadius: 5 }} />
          <Box
            sx={{ mt: 0.5, fontSize: 12, color: 'text.secondary', display: 'flex', justifyContent: 'space-between' }}
          >
            <span data-testid="delivery-progress-percent">{progress.percent}%</span>
            <span>
              {formatFileSize(progress.loaded)} / {formatFileSize(progress.total)}
              {progress.percent === 100 && '，正在校验 MD5…'}
            </span>
          </Box>
        </Box>
      )}
      {order.deliveryFiles.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          尚未交付文件。完成订单前须至少上传一个测序数据文件。
        </Alert>
      ) : (
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          <Table
            size="small"
            sx={{ '& th': { fontWeight: 600, bgcolor: 'background.default' } }}
            data-testid="delivery-files"
          >
            <TableHead>
              <TableRow>
                <TableCell>文件名</TableCell>
                <TableCell>类别</TableCell>
                <TableCell align="right">大小</TableCell>
                <TableCell>MD5</TableCell>
                <TableCell>上传</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.deliveryFiles.map((entry) => (
                <TableRow key={entry.id} data-testid="delivery-file-row">
                  <TableCell sx={{ wordBreak: 'break-all' }}>{entry.fileName}</TableCell>
                  <TableCell>{entry.categoryLabel}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(entry.size)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }} data-testid="delivery-file-md5">
                    {entry.md5}
                  </TableCell>
                  <TableCell sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {formatBusinessTime(entry.uploadedAt, 'MM-DD HH:mm')} · {entry.uploadedBy}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
