/** The all-menus page of a system: `/menus/{serviceId}/{systemCode}` (before the base path). */
export function allMenusPath(serviceId: string | number, systemCode: string): string {
  return `/menus/${encodeURIComponent(String(serviceId))}/${encodeURIComponent(systemCode)}`;
}
