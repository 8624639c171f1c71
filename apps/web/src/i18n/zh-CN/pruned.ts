/** Retention (issue 24): what the page says where the server removed a chain's older data. */
export const pruned = {
  'pruned.title': '数据已清理',
  'pruned.listEnd': '更早的数据已被清理：本站只保留区块高度 {floor} 及以上的数据',
} as const;
