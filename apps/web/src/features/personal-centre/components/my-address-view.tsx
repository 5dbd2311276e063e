import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { AddressList } from './address-list';
import { PersonalCentreSection } from './personal-centre-section';

export const MY_ADDRESS_TITLE = '取样信息管理';

/**
 * /my_info/my_address: the personal-centre menu beside the pickup-address list (for customers: the router's guard
 * sends a visitor to the login prompt).
 */
export function MyAddressView() {
  const openLayer = useOpenLayer();
  return (
    <PersonalCentreSection
      menuEntry={paths.myAddress}
      title={MY_ADDRESS_TITLE}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => openLayer(paths.addressManager)}
          data-testid="address-add"
        >
          新增地址
        </Button>
      }
    >
      <AddressList />
    </PersonalCentreSection>
  );
}
