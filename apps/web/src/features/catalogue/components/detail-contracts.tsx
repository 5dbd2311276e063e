import { formatYuan } from '@seqportal/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { CatalogueContract } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';

/** The contract price of one sku under a contract: its line in the contract's list, else the contract's own figure. */
export function contractPrice(contract: CatalogueContract, skuId: number | undefined): string | null {
  const line = contract.productList?.find((item) => item.skuId === skuId);
  return line?.unitPrice ?? contract.marketPrice ?? null;
}

/**
 * The caller's contracts that cover this goods, each with its price for the chosen sku. Picking one reopens the
 * page for that contract, so the order is placed under it (propertyType contract, contractId).
 */
export function DetailContracts({
  contracts,
  skuId,
  contractId,
}: {
  contracts: readonly CatalogueContract[];
  skuId: number | undefined;
  contractId?: number;
}) {
  if (contracts.length === 0) return null;
  return (
    // On a phone the column of the floating 客服 button (40 px wide, 12 px from the edge) is kept clear, so that
    // no contract price ever sits under it, whatever the scroll position.
    // minmax(0, 1fr): an auto column grows to the unbroken contract name and pushes the price off a phone screen.
    <Box
      data-testid="detail-contracts"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.75, mr: { xs: '52px', sm: 0 } }}
    >
      {contracts.map((contract) => {
        const selected = contract.id === contractId;
        const price = contractPrice(contract, skuId);
        return (
          <ButtonBase
            key={contract.id}
            component={RouterLink}
            to={withQuery(paths.goodsDetail, { skuId, contractId: selected ? undefined : contract.id })}
            replace
            aria-pressed={selected}
            sx={{
              justifyContent: 'space-between',
              gap: 2,
              px: 1.5,
              py: 0.75,
              borderRadius: 1.5,
              border: 1,
              borderColor: selected ? 'secondary.main' : 'divider',
              bgcolor: selected ? 'secondary.tint' : 'background.paper',
              textAlign: 'left',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                sx={{
                  fontSize: 13,
                  fontWeight: selected ? 600 : 400,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {contract.name}
              </Typography>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{contract.contractNo}</Typography>
            </Box>
            <Typography sx={{ fontSize: 14, fontWeight: 600, color: 'secondary.dark', whiteSpace: 'nowrap' }}>
              {price ? formatYuan(price) : '—'}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
