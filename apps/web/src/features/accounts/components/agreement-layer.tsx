import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { LegalText, type LegalSection } from './legal-text';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: '一、服务内容',
    paragraphs: [
      '本平台为您提供测序服务的在线选购、下单、样本信息提交、订单与样本进度查询、数据交付及账单查询等服务。具体服务内容、价格及交付周期以商品页面、订单及您与我们签订的合同为准。',
    ],
  },
  {
    heading: '二、账号注册与使用',
    paragraphs: [
      '您应使用本人实名手机号注册，并保证所填写的用户名、单位名称、职位等信息真实、准确、完整。以单位名义注册的组织账号，应经单位授权，并可在通过机构认证后开通合同下单与子账号功能。',
      '账号仅限本人或本单位授权人员使用。请妥善保管手机及短信验证码，因您保管不善造成的损失由您自行承担。发现账号被盗用时，请立即联系客服。',
    ],
  },
  {
    heading: '三、样本与数据',
    paragraphs: [
      '您应保证所寄送样本来源合法，并已取得必要的知情同意与审批，不得寄送法律法规禁止的样本。测序数据及分析结果归您所有，我们仅为完成服务而处理，并按约定期限保存。',
    ],
  },
  {
    heading: '四、费用与结算',
    paragraphs: [
      '服务费用按订单或合同约定结算。使用信用额度下单的，应在约定期限内付款；逾期未付款的，平台有权暂停新的下单。',
    ],
  },
  {
    heading: '五、协议变更与争议解决',
    paragraphs: [
      '我们可能根据业务调整更新本协议，更新后将在平台公示。因本协议产生的争议，双方应友好协商；协商不成的，提交服务提供方所在地人民法院诉讼解决。',
    ],
  },
];

/** /register_layer_pop (580): the user service agreement, with a way on to the privacy terms. */
export function AgreementLayer({ onClose }: { onClose: () => void }) {
  const openLayer = useOpenLayer();
  return (
    <Box data-testid="agreement-layer">
      <LegalText
        intro="欢迎使用SeqPortal基因测序服务平台。请您在注册前仔细阅读本协议；勾选同意即表示您已阅读并接受本协议的全部内容。"
        sections={SECTIONS}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => openLayer(paths.layerPop)}>
          继续阅读隐私条款
        </Button>
        <Button variant="contained" onClick={onClose}>
          我已阅读
        </Button>
      </Box>
    </Box>
  );
}
