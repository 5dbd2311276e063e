import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { SUPPORT_TEXT_MESSAGES, SUPPORT_LIMITS } from '@seqportal/contract';
import { useRef, useState, type KeyboardEvent } from 'react';

export interface MessageComposerProps {
  onSend: (text: string) => Promise<unknown>;
  onAttach?: (file: File) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Text put into the box from outside (a canned reply); the agent may edit it before sending. */
  draft?: { text: string; key: number };
  extraActions?: React.ReactNode;
}

const ACCEPT = SUPPORT_LIMITS.attachmentTypes.join(',');

/** Plain-text input: Enter sends, Shift+Enter starts a new line; the 2000-character limit is shown before sending. */
export function MessageComposer({
  onSend,
  onAttach,
  disabled,
  placeholder,
  draft,
  extraActions,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lastDraft, setLastDraft] = useState(draft?.key);
  const file = useRef<HTMLInputElement>(null);
  if (draft && draft.key !== lastDraft) {
    setLastDraft(draft.key);
    setText(draft.text);
  }
  const length = [...text].length;
  const send = async () => {
    if (!text.trim()) return setError(SUPPORT_TEXT_MESSAGES.textRequired);
    if (length > SUPPORT_LIMITS.textMaxLength) return setError(SUPPORT_TEXT_MESSAGES.textTooLong);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch {
      // The API client has shown why.
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        disabled={disabled}
        placeholder={placeholder ?? '请输入您的问题，Enter 发送，Shift+Enter 换行'}
        error={error !== null || length > SUPPORT_LIMITS.textMaxLength}
        helperText={error ?? `${length}/${SUPPORT_LIMITS.textMaxLength}`}
        slotProps={{ htmlInput: { 'data-testid': 'support-input' } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {onAttach && (
          <>
            <input
              ref={file}
              type="file"
              accept={ACCEPT}
              hidden
              data-testid="support-file"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (!chosen) return;
                if (chosen.size > SUPPORT_LIMITS.attachmentMaxBytes)
                  return setError('您上传的文件超出10MB，请重新上传');
                setError(null);
                onAttach(chosen);
              }}
            />
            <IconButton aria-label="发送图片或PDF" disabled={disabled} onClick={() => file.current?.click()}>
              <AttachFileIcon />
            </IconButton>
          </>
        )}
        {extraActions}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => void send()} disabled={disabled} data-testid="support-send">
          发送
        </Button>
      </Box>
    </Box>
  );
}
