/** GET /api/permissions: the permission types API keys choose from; kept in browser storage. */
import { apiGet } from '../http';
import type { PermissionType } from '../core';

export async function fetchPermissionTypes(): Promise<PermissionType[]> {
  const body = await apiGet<PermissionType[]>('/api/permissions');
  return Array.isArray(body.data) ? body.data : [];
}
