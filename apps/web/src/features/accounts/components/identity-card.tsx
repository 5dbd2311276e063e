import ApartmentIcon from '@mui/icons-material/Apartment';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import type { LoginIdentity } from '@seqportal/contract';
import { isCompanyBody } from '../lib/group-identities';

export interface IdentityCardProps {
  identity: LoginIdentity;
  loading: boolean;
  onChoose: (identity: LoginIdentity) => void;
}

export function IdentityCard({ identity, loading, onChoose }: IdentityCardProps) {
  const company = isCompanyBody(identity);
  const Icon = company ? ApartmentIcon : PersonOutlineIcon;
  return (
    <ButtonBase
      data-testid="identity-card"
      onClick={() => onChoose(identity)}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: loading ? 'primary.main' : 'divider',
        borderRadius: 1.5,
        bgcolor: loading ? 'surface.placeholder' : 'background.paper',
        transition: 'border-color 150ms',
        '&:hover': { borderColor: 'primary.light' },
      }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
          bgcolor: company ? 'primary.main' : 'secondary.main',
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {identity.account}
        </Box>
        <Box
          sx={{
            fontSize: 13,
            color: 'text.secondary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {company ? identity.companyName : identity.companyName || '个人账号'}
        </Box>
      </Box>
      {loading && <CircularProgress size={18} />}
    </ButtonBase>
  );
}
