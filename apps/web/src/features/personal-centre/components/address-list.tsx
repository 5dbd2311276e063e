import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address } from '@seqportal/contract';
import { useState } from 'react';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { useDeleteAddress } from '../api/delete-address';
import { useAddressList } from '../api/get-address-list';
import { useUpdateAddress } from '../api/update-address';
import { EDIT_MODE } from './address-layer';
import { AddressCard } from './address-card';
import { DeleteAddressDialog } from './delete-address-dialog';

export const ADDRESS_EMPTY_TEXT = '暂无取样地址';

export function addressEditHref(id: number): string {
  return withQuery(paths.addressManager, { mode: EDIT_MODE, id });
}

function ListSkeleton() {
  return (
    <Box data-testid="address-list-loading" sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={88} />
      ))}
    </Box>
  );
}

/** The member's pickup addresses with edit, delete (confirmed) and make-default; loading, empty and error states. */
export function AddressList() {
  const { user } = useSession();
  const list = useAddressList(user ? user.id : null);
  const openLayer = useOpenLayer();
  const remove = useDeleteAddress();
  const update = useUpdateAddress();
  const [pendingDelete, setPendingDelete] = useState<Address | null>(null);

  const confirmDelete = async (address: Address): Promise<void> => {
    try {
      const answer = await remove.mutateAsync({ id: address.id });
      if (answer.code === 0) notifier.success(answer.message || '删除成功');
    } catch {
      // Transport failure: already toasted.
    }
    setPendingDelete(null);
  };

  const makeDefault = async (address: Address): Promise<void> => {
    const { id, ...fields } = address;
    try {
      const answer = await update.mutateAsync({ ...fields, id, isDefault: true });
      if (answer.code === 0) notifier.success(answer.message || '修改成功');
    } catch {
      // Transport failure: already toasted.
    }
  };

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return (
      <Box role="alert" data-testid="address-list-error" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        <Typography>地址加载失败，请稍后重试</Typography>
        <Button variant="outlined" size="small" onClick={() => void list.refetch()} sx={{ mt: 2 }}>
          重新加载
        </Button>
      </Box>
    );
  }
  if (list.data.length === 0) {
    return (
      <Box data-testid="address-list-empty" sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>
        <LocationOnOutlinedIcon sx={{ fontSize: 56, color: 'text.placeholder' }} />
        <Typography sx={{ mt: 1 }}>{ADDRESS_EMPTY_TEXT}</Typography>
        <Button variant="contained" onClick={() => openLayer(paths.addressManager)} sx={{ mt: 2 }}>
          新增地址
        </Button>
      </Box>
    );
  }
  return (
    <>
      <Box data-testid="address-list" sx={{ display: 'grid', gap: 1.5 }}>
        {list.data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            onEdit={(item) => openLayer(addressEditHref(item.id))}
            onDelete={setPendingDelete}
            onMakeDefault={(item) => void makeDefault(item)}
            busy={update.isPending && update.variables?.id === address.id}
          />
        ))}
      </Box>
      <DeleteAddressDialog
        address={pendingDelete}
        deleting={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={(address) => void confirmDelete(address)}
      />
    </>
  );
}
