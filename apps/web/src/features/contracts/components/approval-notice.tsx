import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AuditType, auditGateMessage } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The approval gate of spec part 1 section 4 for contract ordering: 0/1 and 4 lead to /my_info to (re)authenticate,
 * 2 waits for the review. Null for an approved account.
 */
export function ApprovalNotice({ auditType }: { auditType: number }) {
  const message = auditGateMessage(auditType);
  if (message === null) return null;
  const canAct = auditType !== AuditType.AwaitingReview;
  return (
    <Alert
      severity={canAct ? 'warning' : 'info'}
      action={
        canAct ? (
          <Button component={RouterLink} to={paths.myInfo} color="inherit" size="small">
            {auditType === AuditType.Rejected ? '重新认证' : '去认证'}
          </Button>
        ) : undefined
      }
    >
      {message}，认证通过后可使用合同中心与批量下单。
    </Alert>
  );
}
