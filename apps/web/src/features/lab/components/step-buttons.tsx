import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { LabOrderView } from '@seqportal/contract';
import { stepActions, type LabStep, type StepAction } from '../lib/step-actions';

export interface StepButtonsProps {
  order: LabOrderView;
  selectedIds: ReadonlySet<number>;
  onStep: (action: StepAction) => void;
  /** The step being recorded now: every button waits until it answers, so one click is never sent twice. */
  busyStep: LabStep | null;
}

/**
 * One button per lab step, in bench order. Each acts on the selected samples (all when none is selected) that
 * are ready for it; the badge says how many that is, the tooltip why a button is disabled.
 */
export function StepButtons({ order, selectedIds, onStep, busyStep }: StepButtonsProps) {
  const actions = stepActions(order, selectedIds);
  return (
    <Box data-testid="step-buttons" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {actions.map((action, index) => {
        const disabled = !action.enabled || busyStep !== null;
        const button = (
          <Badge
            badgeContent={action.enabled ? action.sampleIds.length : 0}
            color="secondary"
            overlap="rectangular"
            max={999}
          >
            <Button
              variant={action.enabled ? 'contained' : 'outlined'}
              size="large"
              disabled={disabled}
              onClick={() => onStep(action)}
              data-testid={`step-${action.step}`}
              data-ready={action.sampleIds.length}
              data-reason={action.reason}
              sx={{ minWidth: 120, fontSize: 16 }}
            >
              {busyStep === action.step ? '提交中…' : `${index + 1}. ${action.label}`}
            </Button>
          </Badge>
        );
        return (
          <Tooltip key={action.step} title={action.reason} disableHoverListener={action.reason === ''}>
            {/* A disabled button fires no mouse events; the span lets the tooltip explain why. */}
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </Box>
  );
}
