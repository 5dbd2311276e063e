/**
 * The two desktop clients offered on /oss_download (spec part 2 section 9: "two desktop client download
 * links (windows, mac) are fixed"). The credential structure (eptpl, id, secret, osspath, region, desc) is the
 * authorization-code format of this client, which is why its AK登录 and 授权码登录 modes accept our keys as-is.
 */
export interface DesktopClientLink {
  platform: string;
  label: string;
  href: string;
}

export const DESKTOP_CLIENT_LINKS: readonly DesktopClientLink[] = [
  {
    platform: 'windows',
    label: 'Windows 版客户端',
    href: 'https://gosspublic.alicdn.com/oss-browser/1.16.0/oss-browser-win32-x64.zip',
  },
  {
    platform: 'mac',
    label: 'Mac 版客户端',
    href: 'https://gosspublic.alicdn.com/oss-browser/1.16.0/oss-browser-darwin-x64.zip',
  },
];

/** How long issued keys stay valid, as the layer tells the customer. */
export const CREDENTIAL_VALIDITY_DAYS = 30;
