import { DeliveryCredentialMode, type DeliveryCredential, type DeliveryCredentialModeValue } from '@seqportal/contract';

/**
 * Said whenever no keys limited to the order can be issued. Fixed here rather than taken from the answer's desc,
 * so that no storage jargon (STS, AK) can reach the customer whatever the server says.
 */
export const CLIENT_DOWNLOAD_UNAVAILABLE = '本订单暂不支持客户端下载，请使用下方文件列表中的下载链接逐个下载文件。';

/**
 * GetDeliveryCredential answers base64 text of a JSON structure (spec part 2 section 3): eptpl, id, secret,
 * osspath, region, desc, plus stoken/expiration/privilege for temporary keys. The same text is the
 * "authorization code" the desktop client accepts, so it is shown as it came and decoded for the AK fields.
 */
export interface DecodedCredential extends DeliveryCredential {
  mode: DeliveryCredentialModeValue;
}

function decodeBase64Utf8(text: string): string {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // desc may be Chinese: atob yields bytes, not characters.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Null when the text is not a credential (corrupt or empty answer). */
export function decodeCredential(base64: string): DecodedCredential | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeBase64Utf8(base64));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const raw = parsed as Record<string, unknown>;
  const id = asString(raw.id);
  const secret = asString(raw.secret);
  const declared = asString(raw.mode);
  const mode: DeliveryCredentialModeValue =
    declared === DeliveryCredentialMode.Sts ||
    declared === DeliveryCredentialMode.SharedDevelopment ||
    declared === DeliveryCredentialMode.Unavailable
      ? declared
      : id && secret
        ? DeliveryCredentialMode.Sts
        : DeliveryCredentialMode.Unavailable;
  return {
    eptpl: asString(raw.eptpl),
    id,
    secret,
    osspath: asString(raw.osspath),
    region: asString(raw.region),
    desc: asString(raw.desc),
    mode,
    stoken: asString(raw.stoken) || undefined,
    expiration: typeof raw.expiration === 'string' ? raw.expiration : null,
    privilege: 'readOnly',
  };
}

/** The desktop clients' endpoint field wants a host; eptpl may be a template such as `http://{region}.host`. */
export function endpointOf(credential: Pick<DeliveryCredential, 'eptpl' | 'region'>): string {
  return credential.eptpl.replace('{region}', credential.region);
}
