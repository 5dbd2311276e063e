import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { RegisterAccountStep } from './register-account-step';
import { RegisterPhoneStep, type VerifiedPhone } from './register-phone-step';

/** /register (spec part 2 section 2.3): verify the phone, then describe the account; success logs in. */
export function RegisterFlow() {
  const [verified, setVerified] = useState<VerifiedPhone | null>(null);
  const [lastPhone, setLastPhone] = useState('');

  return (
    <AuthCard
      title="注册账号"
      footer={
        <>
          已有账号？
          <Link component={RouterLink} to={paths.login}>
            立即登录
          </Link>
        </>
      }
    >
      <Stepper activeStep={verified ? 1 : 0} alternativeLabel sx={{ mb: 1 }} data-testid="register-stepper">
        <Step>
          <StepLabel>验证手机号</StepLabel>
        </Step>
        <Step>
          <StepLabel>填写账号信息</StepLabel>
        </Step>
      </Stepper>
      {verified ? (
        <RegisterAccountStep
          verified={verified}
          onExpired={() => {
            setLastPhone(verified.phone);
            setVerified(null);
          }}
        />
      ) : (
        <RegisterPhoneStep initialPhone={lastPhone} onVerified={setVerified} />
      )}
    </AuthCard>
  );
}
