/** Texts of the certification calls; spec part 2 section 5 where it gives them. */
export const CertificationMessages = {
  typeMissing: '认证类型为空，请选择认证类型！',
  nameMissing: '机构名称不能为空!',
  nameTooLong: '机构名称不能超过100个字符',
  licenceMissing: '请先上传营业执照',
  ratioInvalid: '通量容差比例须为0-100之间的数字',
  tooManyFiles: (max: number) => `最多只能上传${max}个文件`,
  fileListInvalid: '文件列表格式不正确',
  nameTaken: '该机构名称已被其他账号注册',
  subAccountCannotSubmit: '仅主账号可提交机构认证',
  submitted: '提交成功',
  reasonMissing: '请填写驳回原因',
  notFound: '认证信息不存在',
} as const;
