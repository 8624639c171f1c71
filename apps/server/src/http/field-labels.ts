/**
 * Field names in words, for validation messages: a message that is not a whole sentence of the spec
 * is prefixed with the field's label ("页码必须是正整数"), never with its JSON key.
 */
const LABELS: Record<string, string> = {
  address: '地址',
  addressId: '地址ID',
  api_key: 'API密钥',
  chain: '链',
  chain_name: '链',
  chainName: '链',
  contract_logo: '合约图标',
  contract_type: '合约类型',
  contractType: '合约类型',
  creation_block: '创建区块',
  creation_tx: '创建交易',
  creator: '创建者地址',
  decimals: '精度',
  events: '事件列表',
  includeLogo: '包含图标参数',
  interfaces: '接口列表',
  metadata: '元数据',
  methods: '方法列表',
  search: '搜索内容',
  status: '状态',
  symbol: '符号',
  total_supply: '总供应量',
  verified: '验证状态',
  // the Solana program registry
  program_id: '程序ID',
  alias: '别名',
  category: '分类',
  version: '版本',
  is_system: '系统程序标志',
  description: '描述',
  instruction_rules: '指令解析规则',
  event_rules: '事件解析规则',
  sample_data: '示例数据',
  keyword: '关键词',
  confirm_password: '确认密码',
  current_password: '当前密码',
  days: '天数',
  email: '邮箱',
  expires_at: '过期时间',
  hash: '哈希',
  height: '区块高度',
  blockHeight: '区块高度',
  id: 'ID',
  include_votes: '包含投票交易参数',
  is_active: '启用状态',
  keyId: '密钥ID',
  label: '标签',
  name: '名称',
  new_password: '新密码',
  page: '页码',
  page_size: '每页条数',
  password: '密码',
  permissions: '权限范围',
  query: '搜索内容',
  rate_limit: '请求限制数量',
  signature: '交易签名',
  slot: '槽位',
  tx_id: '交易ID',
  vote: '投票交易参数',
  type: '类型',
  username: '用户名',
};

const WHERE: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' };

/** The label of a field, from the last key of its path; unknown keys are named as 参数"key". */
export function fieldLabel(path: readonly (string | number)[], context?: string): string {
  const key = [...path].reverse().find((p) => typeof p === 'string');
  if (key === undefined) return WHERE[context ?? ''] ?? '请求参数';
  return LABELS[key] ?? `参数“${key.slice(0, 40)}”`;
}
