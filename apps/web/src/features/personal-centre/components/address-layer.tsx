import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { useAddressList } from '../api/get-address-list';
import { useRegionTree } from '../api/get-region-tree';
import { addressToForm, EMPTY_ADDRESS_FORM } from '../lib/address-form';
import { normalizeRegion } from '../lib/region';
import { AddressForm } from './address-form';
import { REGION_LOADING_TEXT } from './region-picker';

/** Spec part 2 section 4: mode 2 means edit (prefilled); anything else adds a new address. */
export const EDIT_MODE = '2';

export function readAddressLayerParams(search: URLSearchParams): { editId: number | null } {
  if (search.get('mode') !== EDIT_MODE) return { editId: null };
  const id = Number(search.get('id'));
  return { editId: Number.isInteger(id) && id > 0 ? id : null };
}

function Centered({ children }: { children: ReactNode }) {
  return <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{children}</Box>;
}

/** The /address_manger layer (576 px): add, or edit when opened with ?mode=2&id=<id>. */
export function AddressLayer({ onClose }: LayerBodyProps) {
  const [search] = useSearchParams();
  const { editId } = readAddressLayerParams(search);
  const editing = search.get('mode') === EDIT_MODE;
  const { user, isLoggedIn, isLoading } = useSession();
  const list = useAddressList(editing && user ? user.id : null);
  const tree = useRegionTree();

  if (!isLoggedIn) {
    return <Centered>{isLoading ? <CircularProgress size={28} /> : '需要识别您的身份, 请先登录'}</Centered>;
  }
  if (!editing) {
    return <AddressForm initial={EMPTY_ADDRESS_FORM} onSaved={onClose} onCancel={onClose} />;
  }
  if (tree.isPending) return <Centered>{REGION_LOADING_TEXT}</Centered>;
  if (list.isPending) {
    return (
      <Centered>
        <CircularProgress size={28} aria-label="加载中" />
      </Centered>
    );
  }
  if (list.isError) {
    return (
      <Centered>
        地址加载失败
        <Button size="small" onClick={() => void list.refetch()} sx={{ ml: 1 }}>
          重新加载
        </Button>
      </Centered>
    );
  }
  const address = list.data.find((item) => item.id === editId);
  if (!address) {
    return (
      <Centered>
        <Box sx={{ mb: 2 }}>地址不存在或已被删除</Box>
        <Button variant="outlined" onClick={onClose}>
          关闭
        </Button>
      </Centered>
    );
  }
  // Stored names are mapped onto the tree (a municipality's city may be stored under its own name).
  const initial = addressToForm(address);
  const prefilled = tree.data ? { ...initial, ...normalizeRegion(tree.data, initial) } : initial;
  // Keyed by id so that switching to another address's edit link starts from that address.
  return (
    <AddressForm key={address.id} initial={prefilled} addressId={address.id} onSaved={onClose} onCancel={onClose} />
  );
}
