import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PropertyType, isPurchasableTemplate, type ProductDetail } from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { useSession } from '@/lib/auth';
import { isOutsideContract, pickSku, skuPrice } from '../utils/detail-view';
import { DetailAssurances } from './detail-assurances';
import { DetailContracts } from './detail-contracts';
import { OutOfContractNotice } from './out-of-contract-notice';
import { PriceText } from './price-text';
import { PurchaseActions } from './purchase-actions';
import { QuantityStepper } from './quantity-stepper';
import { SkuSelector } from './sku-selector';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 36 }}>
      <Typography sx={{ width: 56, flexShrink: 0, fontSize: 14, color: 'text.secondary' }}>{label}</Typography>
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Box>
  );
}

export interface DetailSummaryProps {
  detail: ProductDetail;
  initialSkuId?: number;
  contractId?: number;
}

/**
 * The buying column of the detail page: name, platform and service model, the price (or 登录后查看价格),
 * the sku selector, the quantity stepper and the purchase buttons. Analysis products (DELIVERY_ANALYSIS) are
 * ordered from delivered data, never here, so their buttons are hidden; a product outside the caller's
 * contracts shows the contact-service notice instead.
 */
export function DetailSummary({ detail, initialSkuId, contractId }: DetailSummaryProps) {
  const { isLoggedIn } = useSession();
  const { pro } = detail;
  const [skuId, setSkuId] = useState(initialSkuId);
  const [qty, setQty] = useState(1);
  const sku = pickSku(detail, skuId);
  const templateType = detail.templateType ?? pro.templateType;
  const purchasable = isPurchasableTemplate(templateType);
  // The selected sku's flags, else the product's (which the server computes for its selected sku).
  const outside = isLoggedIn && isOutsideContract(sku ?? pro, contractId);
  const propertyType = contractId !== undefined ? PropertyType.Contract : pro.propertyType;
  const taxes = (sku?.taxType ?? []).map((tax) => tax.name).filter(Boolean);

  return (
    <Box
      data-testid="detail-summary"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, height: '100%' }}
    >
      <Typography component="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, lineHeight: 1.4 }}>
        {pro.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {pro.sequencingPlaform && (
          <Chip
            size="small"
            label={`测序平台：${pro.sequencingPlaform}`}
            sx={{ bgcolor: 'primary.tint', color: 'primary.main' }}
          />
        )}
        {pro.serviceModelName && (
          <Chip
            size="small"
            label={`服务模式：${pro.serviceModelName}`}
            sx={{ bgcolor: 'secondary.tint', color: 'secondary.dark' }}
          />
        )}
      </Box>
      <Box sx={{ bgcolor: 'surface.subtle', border: 1, borderColor: 'divider', borderRadius: 2, px: 2.5, py: 2 }}>
        <Line label="价格">
          <PriceText price={skuPrice(sku)} marketPrice={sku?.marketPrice ?? sku?.marketprice ?? null} size="large" />
        </Line>
        {taxes.length > 0 && (
          <Line label="税费">
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{taxes.join('，')}</Typography>
          </Line>
        )}
      </Box>
      {(detail.contractList ?? []).length > 0 && (
        <Line label="合同价">
          <DetailContracts contracts={detail.contractList} skuId={sku?.skuId} contractId={contractId} />
        </Line>
      )}
      {(pro.skuEditor ?? []).length > 0 && (
        <Line label="规格">
          <SkuSelector
            skus={pro.skuEditor}
            selectedId={sku?.skuId}
            onSelect={(id) => {
              setSkuId(id);
              setQty(1);
            }}
          />
        </Line>
      )}
      {purchasable && !outside && (
        <Line label="数量">
          <QuantityStepper value={qty} onChange={setQty} />
        </Line>
      )}
      <Box sx={{ mt: 1 }}>
        {outside ? (
          <OutOfContractNotice />
        ) : !purchasable ? (
          <Box
            data-testid="analysis-note"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary', fontSize: 14 }}
          >
            <InfoOutlinedIcon fontSize="small" sx={{ color: 'primary.light' }} />
            生信分析服务请在数据中心选择已交付数据后下单
          </Box>
        ) : sku ? (
          <PurchaseActions skuId={sku.skuId} qty={qty} propertyType={propertyType} contractId={contractId} />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>该商品暂无可售规格</Typography>
        )}
      </Box>
      <DetailAssurances canFlash={detail.isCanFlash} />
    </Box>
  );
}
