import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  CERTIFICATION_MAX_FILES,
  formatUploadLimit,
  type UploadedFile,
  type UploadKindValue,
} from '@seqportal/contract';
import { useId, useRef, useState, type DragEvent } from 'react';
import { notifier } from '@/lib/notifier';
import { uploadCertificationFile } from '../api/certification';
import { capFiles, fileProblem, UPLOAD_LIMIT_BYTES } from '../lib/certification-form';

interface InFlight {
  id: number;
  name: string;
  percent: number;
  error: string | null;
}

export interface FileDropZoneProps {
  kind: UploadKindValue;
  title: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  disabled?: boolean;
  testId: string;
}

let nextUploadId = 1;

/**
 * A drop area (and file chooser) for certification files: each file is checked by name and size first, then
 * uploaded with a progress bar; stored files show as previews (images as thumbnails, PDFs as an icon) that open
 * in a viewer, and can be removed before submitting.
 */
export function FileDropZone({ kind, title, files, onChange, disabled = false, testId }: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [viewing, setViewing] = useState<UploadedFile | null>(null);
  // The latest list, for uploads that finish after other changes were made.
  const current = useRef(files);
  current.current = files;

  const patch = (id: number, change: Partial<InFlight>) =>
    setInFlight((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const accept = (chosen: File[]) => {
    if (disabled || chosen.length === 0) return;
    const pending = inFlight.filter((item) => item.error === null).length;
    const { kept, message } = capFiles(chosen, current.current.length + pending);
    if (message) notifier.toast(message, { severity: 'warning' });
    for (const file of kept) {
      const id = nextUploadId++;
      const problem = fileProblem(file, kind);
      setInFlight((items) => [...items, { id, name: file.name, percent: 0, error: problem }]);
      if (problem) {
        notifier.toast(problem);
        continue;
      }
      void uploadCertificationFile(file, kind, (percent) => patch(id, { percent })).then((outcome) => {
        if (!outcome.ok) {
          notifier.toast(outcome.message);
          patch(id, { error: outcome.message });
          return;
        }
        setInFlight((items) => items.filter((item) => item.id !== id));
        onChange([...current.current, { ...outcome.file, name: outcome.file.name ?? file.name }]);
      });
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    accept([...event.dataTransfer.files]);
  };

  return (
    <Box data-testid={testId}>
      {/* A submitted or approved certification shows its files only. */}
      {!disabled && (
        <Box
          component="label"
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid={`${testId}-drop`}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.5,
            p: 2,
            border: '1px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'background.default',
            borderRadius: 2,
            cursor: disabled ? 'not-allowed' : 'pointer',
            textAlign: 'center',
            opacity: disabled ? 0.6 : 1,
          }}
        >
          <CloudUploadOutlined color="primary" />
          <Typography sx={{ fontSize: 14 }}>将{title}拖到此处，或点击选择文件</Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
            支持jpg、jpeg、png、pdf，单个不超过{formatUploadLimit(UPLOAD_LIMIT_BYTES[kind])}，最多
            {CERTIFICATION_MAX_FILES}个
          </Typography>
          <input
            id={inputId}
            ref={input}
            type="file"
            multiple
            hidden
            disabled={disabled}
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            data-testid={`${testId}-input`}
            onChange={(event) => {
              accept([...(event.target.files ?? [])]);
              // The same file may be chosen again after a refusal.
              event.target.value = '';
            }}
          />
        </Box>
      )}
      {disabled && files.length === 0 && (
        <Typography sx={{ fontSize: 14, color: 'text.secondary', pt: 1 }}>未上传</Typography>
      )}
      {inFlight.map((item) => (
        <Box key={item.id} sx={{ mt: 1 }} data-testid={`${testId}-progress`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 13 }}>
            <Typography noWrap sx={{ fontSize: 13, minWidth: 0 }}>
              {item.name}
            </Typography>
            {item.error ? (
              <Button
                size="small"
                sx={{ minWidth: 0, p: 0 }}
                onClick={() => setInFlight((items) => items.filter((entry) => entry.id !== item.id))}
              >
                移除
              </Button>
            ) : (
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{item.percent}%</Typography>
            )}
          </Box>
          {item.error ? (
            <Typography role="alert" sx={{ fontSize: 12, color: 'error.main' }} data-testid={`${testId}-error`}>
              {item.error}
            </Typography>
          ) : (
            <LinearProgress variant="determinate" value={item.percent} aria-label={`${item.name} 上传进度`} />
          )}
        </Box>
      ))}
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
          {files.map((file) => (
            <Box key={file.url} sx={{ width: 96, minWidth: 0 }} data-testid={`${testId}-file`}>
              <Box
                component="button"
                type="button"
                onClick={() => setViewing(file)}
                aria-label={`预览 ${file.name ?? ''}`}
                sx={{
                  width: 96,
                  height: 72,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                  overflow: 'hidden',
                  cursor: 'zoom-in',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {file.format === 'pdf' ? (
                  <PictureAsPdfOutlined color="error" fontSize="large" />
                ) : (
                  <Box
                    component="img"
                    src={file.link}
                    alt={file.name ?? ''}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                )}
              </Box>
              <Typography noWrap title={file.name} sx={{ fontSize: 12 }}>
                {file.name}
              </Typography>
              {!disabled && (
                <Button
                  size="small"
                  color="error"
                  sx={{ minWidth: 0, p: 0, fontSize: 12 }}
                  onClick={() => onChange(files.filter((entry) => entry.url !== file.url))}
                >
                  删除
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      <FilePreview file={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}

/** Images and PDFs open inline through their short-lived link. */
export function FilePreview({ file, onClose }: { file: UploadedFile | null; onClose: () => void }) {
  return (
    <Dialog open={file !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ fontSize: 16, wordBreak: 'break-all' }}>{file?.name ?? '预览'}</DialogTitle>
      <DialogContent data-testid="file-preview">
        {file &&
          (file.format === 'pdf' ? (
            <Box
              component="iframe"
              title={file.name ?? 'PDF'}
              src={file.link}
              sx={{ width: '100%', height: '70vh', border: 0 }}
            />
          ) : (
            <Box
              component="img"
              src={file.link}
              alt={file.name ?? ''}
              sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
            />
          ))}
      </DialogContent>
    </Dialog>
  );
}
