import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { endpointOf, type DecodedCredential } from '../lib/credential';
import { CopyField } from './copy-field';

type LoginMode = 'ak' | 'code';

/** The two ways into the desktop client (spec part 2 section 9): AK登录 with the key fields, 授权码登录 with the code. */
export function CredentialTabs({ credential, code }: { credential: DecodedCredential; code: string }) {
  const [mode, setMode] = useState<LoginMode>('ak');
  return (
    <Box data-testid="credential-tabs">
      <Tabs
        value={mode}
        onChange={(_event, value: LoginMode) => setMode(value)}
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab value="ak" label="AK登录" data-testid="credential-tab-ak" />
        <Tab value="code" label="授权码登录" data-testid="credential-tab-code" />
      </Tabs>
      <Box sx={{ pt: 1.5 }} role="tabpanel">
        {mode === 'ak' ? (
          <>
            <CopyField label="AccessKeyId" value={credential.id} testId="credential-id" />
            <CopyField label="AccessKeySecret" value={credential.secret} testId="credential-secret" />
            {credential.stoken && (
              <CopyField label="STS Token" value={credential.stoken} multiline testId="credential-stoken" />
            )}
            <CopyField label="预设OSS路径" value={credential.osspath} testId="credential-osspath" />
            <CopyField label="Endpoint" value={endpointOf(credential)} testId="credential-endpoint" />
            <CopyField label="区域" value={credential.region} testId="credential-region" />
          </>
        ) : (
          <>
            <CopyField label="授权码" value={code} multiline testId="credential-code" />
            <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
              在客户端选择「授权码登录」，粘贴授权码即可，无需再填写其他信息。
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
