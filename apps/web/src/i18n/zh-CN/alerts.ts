/** The in-page block alerts: a toast per new alert about a saved address (settings: blockAlerts). */
export const alerts = {
  'alerts.received': '已保存的地址 {label} 在区块 {height} 收到 {amount}',
  'alerts.sent': '已保存的地址 {label} 在区块 {height} 转出 {amount}',
  'alerts.view': '查看',
  'alerts.more': '另有 {count} 条地址提醒',
};
