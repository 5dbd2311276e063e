import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Spec part 2 section 2.6: the personal centre's left menu. */
export const PERSONAL_CENTRE_MENU = [
  { label: '个人资料', to: paths.myInfo },
  { label: '我的订单', to: paths.myOrder },
  { label: '取样信息管理', to: paths.myAddress },
] as const;

export interface PersonalCentreMenuProps {
  /** The path of the page showing the menu. */
  current: string;
  /** Narrow screens show the entries as a row above the content. */
  narrow?: boolean;
}

export function PersonalCentreMenu({ current, narrow = false }: PersonalCentreMenuProps) {
  return (
    <Paper variant="outlined" component="nav" aria-label="个人中心" sx={{ borderRadius: 2, overflow: 'hidden' }}>
      {!narrow && (
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 600 }}>个人中心</Typography>
        </Box>
      )}
      <List disablePadding sx={narrow ? { display: 'flex' } : undefined}>
        {PERSONAL_CENTRE_MENU.map((entry) => {
          const selected = entry.to === current;
          return (
            <ListItemButton
              key={entry.to}
              component={RouterLink}
              to={entry.to}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              sx={{
                justifyContent: narrow ? 'center' : 'flex-start',
                borderLeft: narrow ? 0 : 3,
                borderBottom: narrow ? 2 : 0,
                borderColor: selected ? 'primary.main' : 'transparent',
                '&.Mui-selected': { color: 'primary.main', bgcolor: 'primary.tint' },
              }}
            >
              <ListItemText
                primary={entry.label}
                slotProps={{
                  primary: {
                    sx: { fontSize: 14, fontWeight: selected ? 600 : 400, textAlign: narrow ? 'center' : 'left' },
                  },
                }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
