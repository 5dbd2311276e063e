import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { SupportCannedReplyTemplate } from '@seqportal/contract';
import { useState } from 'react';
import { staffErrorText } from '@/lib/staff-api';
import { useCannedTemplates, useDeleteCannedReply, useSaveCannedReply } from '../api/desk-api';

const TITLE_MAX = 50;
const TEMPLATE_MAX = 1000;
const PLACEHOLDERS = ['{订单号}', '{样本状态}', '{快递单号}'] as const;

interface Draft {
  id?: number;
  title: string;
  template: string;
}

/** Checks the form the way the API does, so the agent sees the message before sending. */
function draftError(draft: Draft): string | null {
  const title = draft.title.trim();
  const template = draft.template.trim();
  if (!title) return '请输入快捷回复标题';
  if ([...title].length > TITLE_MAX) return '快捷回复标题不能超过50字';
  if (!template) return '请输入快捷回复内容';
  if ([...template].length > TEMPLATE_MAX) return '快捷回复内容不能超过1000字';
  return null;
}

/** The agents' own canned replies: add, change and delete; placeholders are filled from each conversation's order. */
export function CannedRepliesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const templates = useCannedTemplates();
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const submit = async () => {
    if (!draft) return;
    const invalid = draftError(draft);
    if (invalid) return setError(invalid);
    setError(null);
    try {
      await save.mutateAsync({ id: draft.id, title: draft.title.trim(), template: draft.template.trim() });
      setDraft(null);
    } catch (failure) {
      setError(staffErrorText(failure));
    }
  };
  const insert = (placeholder: string) =>
    setDraft((current) => (current ? { ...current, template: `${current.template}${placeholder}` } : current));
  const edit = (reply?: SupportCannedReplyTemplate) => {
    setError(null);
    setDraft(reply ? { id: reply.id, title: reply.title, template: reply.template } : { title: '', template: '' });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="canned-dialog">
      <DialogTitle>管理快捷回复</DialogTitle>
      <DialogContent dividers>
        {templates.isPending && <Skeleton height={120} />}
        {templates.isError && (
          <Alert severity="error" action={<Button onClick={() => void templates.refetch()}>重试</Button>}>
            {staffErrorText(templates.error)}
          </Alert>
        )}
        {remove.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {staffErrorText(remove.error)}
          </Alert>
        )}
        {templates.data && templates.data.length === 0 && !draft && (
          <Box sx={{ color: 'text.secondary', fontSize: 14, py: 2 }}>还没有快捷回复，点击「新增」添加</Box>
        )}
        {templates.data && !draft && (
          <Box sx={{ display: 'grid', gap: 1 }} data-testid="canned-list">
            {templates.data.map((reply) => (
              <Box
                key={reply.id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
                data-testid={`canned-item-${reply.id}`}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Box sx={{ fontWeight: 600, fontSize: 14, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {reply.title}
                  </Box>
                  <Button size="small" onClick={() => edit(reply)}>
                    编辑
                  </Button>
                  {confirming === reply.id ? (
                    <>
                      <Button
                        size="small"
                        color="error"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(reply.id, { onSettled: () => setConfirming(null) })}
                      >
                        确认删除
                      </Button>
                      <Button size="small" onClick={() => setConfirming(null)}>
                        取消
                      </Button>
                    </>
                  ) : (
                    <Button size="small" color="error" onClick={() => setConfirming(reply.id)}>
                      删除
                    </Button>
                  )}
                </Box>
                <Box sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {reply.template}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {draft && (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }} data-testid="canned-form">
            <TextField
              label="标题"
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              helperText={`${[...draft.title.trim()].length}/${TITLE_MAX}`}
              slotProps={{ htmlInput: { 'data-testid': 'canned-title' } }}
              fullWidth
            />
            <TextField
              label="内容"
              value={draft.template}
              onChange={(event) => setDraft({ ...draft, template: event.target.value })}
              multiline
              minRows={3}
              helperText={`${[...draft.template.trim()].length}/${TEMPLATE_MAX}，占位符按会话的订单自动填写`}
              slotProps={{ htmlInput: { 'data-testid': 'canned-template' } }}
              fullWidth
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Box sx={{ fontSize: 13, color: 'text.secondary' }}>插入：</Box>
              {PLACEHOLDERS.map((placeholder) => (
                <Button key={placeholder} size="small" variant="outlined" onClick={() => insert(placeholder)}>
                  {placeholder}
                </Button>
              ))}
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {draft ? (
          <>
            <Button onClick={() => setDraft(null)}>返回列表</Button>
            <Button
              variant="contained"
              disabled={save.isPending}
              onClick={() => void submit()}
              data-testid="canned-save"
            >
              保存
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>关闭</Button>
            <Button variant="contained" onClick={() => edit()} data-testid="canned-new">
              新增
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
