/** CSV downloads of the block list and a block's transactions (issue 14 part 5). */
export const csv = {
  'csv.download': '下载 CSV',
  'csv.downloading': '正在下载…',
  'csv.done': '已下载 {file}（最多 {cap} 行）',
  'csv.failed': '下载失败：{message}',
} as const;
