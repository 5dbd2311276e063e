import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { maskPhone, SAMPLE_SHEET_MAX_BYTES } from '@seqportal/contract';
import { useRef, useState, type DragEvent } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { usePickupAddress } from '../api/get-pickup-address';
import { clearSampleSheet, useSampleSheet } from '../lib/sample-sheet';
import { SHEET_EXTENSIONS, useSheetUpload } from '../lib/use-sheet-upload';
import { TemplateDownloadLink } from './template-download-link';

/**
 * 一键下单 on the workbench (spec part 2 section 2.9): drop an Excel sample sheet (or click to choose one), see
 * the upload progress, then the file name with 一键下单 and 重新上传. The first pickup address is shown with
 * its phone masked, or a link to add one; the latest order template can be downloaded.
 */
export function OneClickOrderCard() {
  const { user } = useSession();
  const address = usePickupAddress(user?.id ?? null);
  const openLayer = useOpenLayer();
  const sheet = useSampleSheet();
  const { phase, percent, fileName, upload } = useSheetUpload();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase !== 'idle';

  const choose = () => input.current?.click();
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void upload(file);
  };
  const reupload = () => {
    clearSampleSheet();
    choose();
  };

  let body;
  if (busy) {
    body = (
      <Box data-testid="upload-progress" sx={{ py: 3, px: 2, textAlign: 'center' }}>
        <Typography sx={{ fontSize: 14, mb: 1.5 }}>{fileName}</Typography>
        <LinearProgress
          variant={phase === 'parsing' ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label="上传进度"
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography sx={{ fontSize: 12.5, color: 'text.secondary', mt: 1 }}>
          {phase === 'parsing' ? '上传完成，正在解析样本信息…' : `上传中 ${percent}%`}
        </Typography>
      </Box>
    );
  } else if (sheet) {
    const failed = sheet.errors.length > 0;
    body = (
      <Box data-testid="uploaded-sheet" sx={{ py: 2.5, px: 2, textAlign: 'center' }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, maxWidth: '100%' }}>
          {failed ? <ErrorOutlineIcon color="error" /> : <DescriptionOutlinedIcon color="primary" />}
          <Typography data-testid="uploaded-file-name" sx={{ fontSize: 14, fontWeight: 500, wordBreak: 'break-all' }}>
            {sheet.fileName}
          </Typography>
        </Box>
        {failed && (
          <Typography sx={{ fontSize: 12.5, color: 'error.main', mt: 0.5 }}>
            样本表有{sheet.errors.length}处错误
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 2 }}>
          {failed ? (
            <Button variant="contained" color="error" onClick={() => openLayer(paths.sampleInfoError)}>
              查看错误
            </Button>
          ) : (
            <Button variant="contained" onClick={() => openLayer(paths.sampleInfoMain)} data-testid="one-click-order">
              一键下单
            </Button>
          )}
          <Button variant="outlined" onClick={reupload} data-testid="reupload">
            重新上传
          </Button>
        </Box>
      </Box>
    );
  } else {
    body = (
      <Box
        role="button"
        tabIndex={0}
        data-testid="sheet-drop-zone"
        onClick={choose}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') choose();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          py: 3.5,
          px: 2,
          textAlign: 'center',
          cursor: 'pointer',
          border: '1.5px dashed',
          borderColor: dragging ? 'primary.main' : 'control.dropBorder',
          bgcolor: dragging ? 'surface.dropTarget' : 'surface.subtle',
          borderRadius: 1.5,
          transition: 'background-color 150ms, border-color 150ms',
          '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
        }}
      >
        <CloudUploadOutlinedIcon sx={{ fontSize: 40, color: 'primary.light' }} />
        <Typography sx={{ fontSize: 14, mt: 0.5 }}>
          将样本信息Excel拖到此处，或
          <Box component="span" sx={{ color: 'primary.main' }}>
            点击上传
          </Box>
        </Typography>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
          支持 xlsx 格式，不超过{SAMPLE_SHEET_MAX_BYTES / 1024 / 1024}MB，请使用下单模板填写
        </Typography>
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, md: 2.5 } }} data-testid="one-click-order-card">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          一键下单
        </Typography>
        <TemplateDownloadLink />
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={SHEET_EXTENSIONS.join(',')}
        data-testid="sheet-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clearing the value lets the same file be chosen again after fixing it.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {body}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, mt: 2, fontSize: 13, color: 'text.secondary' }}>
        <PlaceOutlinedIcon fontSize="small" sx={{ mt: '1px' }} />
        {address.isPending ? null : address.data ? (
          <Box data-testid="pickup-address">
            <Box component="span" sx={{ color: 'text.primary' }}>
              {address.data.name} {maskPhone(address.data.phone)}
            </Box>
            <Box>
              {[address.data.province, address.data.city, address.data.district, address.data.address]
                .filter(Boolean)
                .join(' ')}
            </Box>
          </Box>
        ) : (
          <Link component="button" type="button" onClick={() => openLayer(paths.addressManager)} sx={{ fontSize: 13 }}>
            添加取样地址
          </Link>
        )}
      </Box>
    </Paper>
  );
}
