/** The top bar's global search (issue 14 part 4). */
export const search = {
  'search.label': '全局搜索',
  'search.placeholder': '区块高度 / 哈希 / 地址 / 合约名称',
  'search.submit': '搜索',
  'search.searching': '搜索中…',
  'search.none': '未找到匹配的结果',
  'search.results': '搜索结果',
  'search.foundOn': '在 {chain} 上找到',
  'search.go': '前往',
  'search.close': '关闭',
  'search.failed': '搜索失败：{message}',
  'search.kind.block': '区块',
  'search.kind.transaction': '交易',
  'search.kind.address': '地址',
  'search.kind.contract': '合约',
  'search.kind.token': '代币',
} as const;
