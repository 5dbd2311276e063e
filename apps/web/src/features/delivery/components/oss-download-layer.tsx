import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { DeliveryCredentialMode, DownloadListType } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DownloadFileList, downloadListQueryOptions, NO_FILE_AVAILABLE } from '@/components/order-delivery';
import { paths, withQuery } from '@/config/paths';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { useSession } from '@/lib/auth';
import { SignInNeeded } from './sign-in-needed';
import { formatBusinessTime } from '@/lib/business-time';
import { useDeliveryCredential } from '../api/get-delivery-credential';
import { CLIENT_DOWNLOAD_UNAVAILABLE } from '../lib/credential';
import { CREDENTIAL_VALIDITY_DAYS, DESKTOP_CLIENT_LINKS } from '../lib/desktop-clients';
import { CredentialTabs } from './credential-tabs';

function Step({ index, title, children }: { index: number; title: string; children?: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, pb: 2 }}>
      <Box
        sx={{
          flexShrink: 0,
          width: 24,
          height: 24,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'common.white',
          fontSize: 13,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {index}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ fontWeight: 600, fontSize: 14, lineHeight: '24px' }}>{title}</Box>
        {children}
      </Box>
    </Box>
  );
}

/** Per-file links, for storage that cannot issue temporary keys limited to the order. */
function FileLinksFallback({ orderNo, memberId }: { orderNo: string; memberId: number | null }) {
  const files = useQuery(downloadListQueryOptions(memberId, orderNo, DownloadListType.Data));
  return (
    <Box data-testid="credential-unavailable">
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {CLIENT_DOWNLOAD_UNAVAILABLE}
      </Alert>
      {files.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : (
        <DownloadFileList items={files.data ?? []} emptyText={NO_FILE_AVAILABLE} />
      )}
    </Box>
  );
}

/**
 * The /oss_download layer (700 px, spec part 2 sections 2.7, 3 and 9): how to fetch an order's data with a
 * desktop client, the order's temporary read-only credentials with copy buttons (AK登录 and 授权码登录), the two
 * client downloads and the 30-day validity. Query: orderNo.
 */
export function OssDownloadLayer({ onClose }: LayerBodyProps) {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const { user, isLoggedIn, isLoading } = useSession();
  const memberId = user?.id ?? null;
  const answer = useDeliveryCredential(memberId, orderNo);

  let body: ReactNode;
  if (!isLoggedIn && !isLoading) {
    body = <SignInNeeded />;
  } else if (!orderNo) {
    body = <Alert severity="warning">缺少订单号，请从订单详情打开</Alert>;
  } else if (answer.isPending) {
    body = <Skeleton variant="rounded" height={180} data-testid="credential-loading" />;
  } else if (answer.isError || !answer.data) {
    body = (
      <Alert severity="error" data-testid="credential-error">
        {answer.error?.message || '凭证获取失败，请稍后再试'}
      </Alert>
    );
  } else if (answer.data.credential.mode === DeliveryCredentialMode.Unavailable) {
    body = <FileLinksFallback orderNo={orderNo} memberId={memberId} />;
  } else {
    const { credential, code } = answer.data;
    const until = formatBusinessTime(credential.expiration);
    body = (
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        <Step index={1} title="下载并安装客户端">
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {DESKTOP_CLIENT_LINKS.map((client) => (
              <Button
                key={client.platform}
                component="a"
                href={client.href}
                target="_blank"
                rel="noopener noreferrer"
                size="small"
                variant="outlined"
                data-testid={`client-link-${client.platform}`}
              >
                {client.label}
              </Button>
            ))}
          </Box>
        </Step>
        <Step index={2} title="打开客户端，选择「AK登录」或「授权码登录」，复制下方信息填入">
          <Box sx={{ mt: 1 }}>
            <CredentialTabs credential={credential} code={code} />
          </Box>
        </Step>
        <Step index={3} title="登录后进入预设路径，即可浏览和下载本订单的全部数据">
          <Box sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
            {credential.mode === DeliveryCredentialMode.Sts ? `凭证只读，且仅能访问订单 ${orderNo} 的目录；` : ''}
            目录中的 md5sum.txt 可用于校验下载的文件。
          </Box>
        </Step>
        <Alert severity="warning" data-testid="credential-validity" sx={{ mt: 0.5 }}>
          凭证有效期为{CREDENTIAL_VALIDITY_DAYS}天{until ? `（至 ${until}）` : ''}，过期后请重新打开本窗口获取新的凭证。
        </Alert>
        {credential.mode === DeliveryCredentialMode.SharedDevelopment && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="credential-development">
            开发环境：存储服务无法签发临时凭证，此处为开发用密钥。
          </Alert>
        )}
      </Box>
    );
  }

  return (
    <Box data-testid="oss-download-layer">
      {body}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
        <Link
          component={RouterLink}
          to={orderNo ? withQuery(paths.kefu, { context: 'delivery', orderNo }) : paths.kefu}
          sx={{ fontSize: 12 }}
        >
          下载遇到问题？联系客服
        </Link>
        <Button variant="contained" onClick={onClose}>
          知道了
        </Button>
      </Box>
    </Box>
  );
}
