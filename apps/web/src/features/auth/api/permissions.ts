/** GET /api/permissions: the permission types API keys choose from; kept in browser storage. */
import { apiGet } from '../../../lib/http';
import type { PermissionType } from '../../../lib/core';

export async function fetchPermissionTypes(): Promise<PermissionType[]> {
  const body = await apiGet<PermissionType[]>('/api/permissions');
  return Array.isArray(body.data) ? body.data : [];
}
