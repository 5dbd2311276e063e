import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AuditType } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';

const STEPS = [
  { title: '下载合同模板', text: '选择合同，下载只含该合同商品的模板', action: '下载模板', to: paths.contractShow },
  { title: '按说明填写', text: '每行一个样本 × 服务，查看填写示例', action: '填写说明', to: paths.orderIntroduce },
  { title: '上传并下单', text: '逐行按合同价计价并校验，有效行一键下单', action: '上传下单', to: paths.placeOrder },
] as const;

/**
 * The workbench's batch-order panel for contract customers (spec part 1 section 4): approved accounts (auditType 3)
 * get the three steps, template → instructions → upload; others a banner that leads to certification.
 */
export function ContractStepsPanel({ auditType }: { auditType: number }) {
  const openLayer = useOpenLayer();
  if (auditType !== AuditType.Approved) {
    return (
      <Alert
        severity="info"
        data-testid="contract-steps-banner"
        action={
          auditType === AuditType.AwaitingReview ? undefined : (
            <Button component={RouterLink} to={paths.myInfo} color="inherit" size="small">
              去认证
            </Button>
          )
        }
      >
        {auditType === AuditType.AwaitingReview
          ? '机构认证审核中，审核通过后即可使用合同批量下单。'
          : '完成机构认证并签订合同后，即可按合同价批量下单：下载模板、填写、上传三步完成。'}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="contract-steps-panel">
      <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1.5 }}>
        合同批量下单
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {STEPS.map((step, index) => (
          <Box
            component="li"
            key={step.to}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
            data-testid="contract-step"
          >
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 600,
              }}
            >
              {index + 1}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                第{index + 1}步 {step.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.text}
              </Typography>
              <Button size="small" sx={{ px: 0 }} onClick={() => openLayer(step.to)}>
                {step.action}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
