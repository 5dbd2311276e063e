import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LegalText, type LegalSection } from './legal-text';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: '一、我们收集的信息',
    paragraphs: [
      '为注册和登录，我们收集您的手机号；为提供服务，我们收集您填写的用户名、单位名称、职位、邮箱、取样地址及联系人信息，以及订单、样本和数据交付记录。',
    ],
  },
  {
    heading: '二、信息的使用',
    paragraphs: [
      '上述信息仅用于身份验证、订单履行、样本取送、数据交付、账单结算及客户服务。我们不会将您的个人信息用于与服务无关的用途，也不会出售您的个人信息。',
    ],
  },
  {
    heading: '三、信息的共享',
    paragraphs: [
      '为完成取样和配送，我们会向承运方提供必要的联系人、电话和地址信息；除法律法规要求或取得您的同意外，我们不会向其他第三方提供您的个人信息。',
    ],
  },
  {
    heading: '四、信息的保存与保护',
    paragraphs: [
      '您的信息存储于中华人民共和国境内。我们采取加密传输、访问控制与日志脱敏等措施保护信息安全，手机号在页面与日志中均以掩码显示。测序数据按合同约定期限保存，期满后删除或匿名化处理。',
    ],
  },
  {
    heading: '五、您的权利',
    paragraphs: [
      '您可以在个人中心查询、更正您的个人信息，或联系客服注销账号。对本条款有任何疑问，请通过“联系我们”页面与我们联系。',
    ],
  },
];

/** /layer_pop (580): the privacy terms. */
export function PrivacyLayer({ onClose }: { onClose: () => void }) {
  return (
    <Box data-testid="privacy-layer">
      <LegalText
        intro="我们深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。本条款说明我们如何收集、使用、共享和保护您的信息。"
        sections={SECTIONS}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={onClose}>
          我知道了
        </Button>
      </Box>
    </Box>
  );
}
