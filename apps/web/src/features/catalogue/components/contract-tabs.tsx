import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useContractProductList } from '../api/get-contract-product-list';

const ALL = 0;

/** The contract tab strip of /all_goods: shown only when the caller has contracts (none for visitors). */
export function ContractTabs({
  contractId,
  onChange,
}: {
  contractId?: number;
  onChange: (contractId: number | undefined) => void;
}) {
  const { data: contracts = [] } = useContractProductList();
  if (contracts.length === 0) return null;
  const known = contracts.some((contract) => contract.id === contractId);
  return (
    <Box
      data-testid="contract-tabs"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, px: 1, mb: 2 }}
    >
      <Tabs
        value={known && contractId !== undefined ? contractId : ALL}
        onChange={(_event, value: number) => onChange(value === ALL ? undefined : value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="合同商品"
      >
        <Tab value={ALL} label="全部商品" />
        {contracts.map((contract) => (
          <Tab key={contract.id} value={contract.id} label={contract.name} />
        ))}
      </Tabs>
    </Box>
  );
}
