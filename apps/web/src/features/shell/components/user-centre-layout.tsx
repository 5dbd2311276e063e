import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AuditType, type AuditTypeValue } from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useNarrowMode } from '@/lib/use-narrow-mode';

interface MenuEntry {
  label: string;
  path: string;
  /** Enterprise management and the contract centre need an approved organisation (spec part 1 section 4). */
  gated?: boolean;
  /** Only the organisation's main account may enter (the server refuses sub-accounts), so others do not see it. */
  mainOnly?: boolean;
}

/** The user centre's entries (spec part 1 section 1) and the personal centre's (part 2 section 2.6). */
export const USER_CENTRE_MENU: readonly MenuEntry[] = [
  { label: '工作台', path: paths.work },
  { label: '样本中心', path: paths.sampleCenter },
  { label: '订单中心', path: paths.myOrder },
  { label: '数据中心', path: paths.dataCenter },
  { label: '账单中心', path: paths.billingCenter },
  { label: '企业管理', path: paths.businessManager, gated: true, mainOnly: true },
  { label: '合同中心', path: paths.contractProduct, gated: true },
];

export const PERSONAL_CENTRE_MENU: readonly MenuEntry[] = [
  { label: '个人资料', path: paths.myInfo },
  { label: '我的订单', path: paths.myOrder },
  { label: '取样信息管理', path: paths.myAddress },
];

/** The user centre's entries this member may open: a sub-account does not see enterprise management. */
export function userCentreMenu(user: { isMain?: boolean } | null | undefined): readonly MenuEntry[] {
  // Before GetMemberInfo answers (or from a server without the flag) nothing is hidden; the page itself says no.
  if (user?.isMain !== false) return USER_CENTRE_MENU;
  return USER_CENTRE_MENU.filter((entry) => !entry.mainOnly);
}

interface GateDialog {
  message: string;
  /** The button's text; it leads to /my_info unless it only closes the dialog. */
  button: string;
  toMyInfo: boolean;
}

/** What a not-approved user is told on a gated entry: by certification state, spec part 1 section 4. */
export function gateFor(auditType: AuditTypeValue | null | undefined): GateDialog | null {
  switch (auditType) {
    case AuditType.Approved:
      return null;
    case AuditType.AwaitingReview:
      return { message: '请等待账号审核通过', button: '确定', toMyInfo: false };
    case AuditType.Rejected:
      return { message: '审核未通过，请重新认证', button: '重新认证', toMyInfo: true };
    default:
      return { message: '请先进行机构认证', button: '去认证', toMyInfo: true };
  }
}

/**
 * The user centre's frame: the left menu on a desktop, tabs at 768 px or less. Gated entries open the approval
 * dialog instead of navigating when the organisation is not approved.
 */
export function UserCentreLayout({ children }: { children: ReactNode }) {
  const narrow = useNarrowMode();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<GateDialog | null>(null);

  const open = (entry: MenuEntry) => (event: { preventDefault: () => void }) => {
    const gate = entry.gated ? gateFor(user?.auditType) : null;
    if (!gate) return;
    event.preventDefault();
    setDialog(gate);
  };
  const menuEntries = userCentreMenu(user);
  const current = [...menuEntries, ...PERSONAL_CENTRE_MENU].find((entry) => entry.path === location.pathname);
  const closeDialog = () => {
    const target = dialog;
    setDialog(null);
    if (target?.toMyInfo) void navigate(paths.myInfo);
  };

  const menu = narrow ? (
    <Tabs
      value={current?.path ?? false}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="用户中心"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, bgcolor: 'background.paper' }}
    >
      {[...menuEntries, PERSONAL_CENTRE_MENU[0]!].map((entry) => (
        <Tab
          key={entry.path}
          value={entry.path}
          label={entry.label}
          component={RouterLink}
          to={entry.path}
          onClick={open(entry)}
          sx={{ minWidth: 0, px: 1.5 }}
        />
      ))}
    </Tabs>
  ) : (
    <Paper
      variant="outlined"
      component="nav"
      aria-label="用户中心"
      sx={{ width: 180, flexShrink: 0, alignSelf: 'start' }}
    >
      <List dense subheader={<ListSubheader component="div">用户中心</ListSubheader>}>
        {menuEntries.map((entry) => (
          <ListItemButton
            key={entry.path}
            component={RouterLink}
            to={entry.path}
            selected={location.pathname === entry.path}
            onClick={open(entry)}
          >
            {entry.label}
          </ListItemButton>
        ))}
      </List>
      <List dense subheader={<ListSubheader component="div">个人中心</ListSubheader>}>
        {PERSONAL_CENTRE_MENU.map((entry) => (
          <ListItemButton
            key={entry.label}
            component={RouterLink}
            to={entry.path}
            selected={location.pathname === entry.path}
          >
            {entry.label}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', gap: narrow ? 0 : 2, minWidth: 0 }}>
      {menu}
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} maxWidth="xs" fullWidth>
        <DialogTitle>提示</DialogTitle>
        <DialogContent>{dialog?.message}</DialogContent>
        <DialogActions>
          {dialog?.toMyInfo && <Button onClick={() => setDialog(null)}>取消</Button>}
          <Button variant="contained" onClick={closeDialog}>
            {dialog?.button}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
