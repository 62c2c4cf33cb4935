/**
 * The load test last started on each gateway, kept for this browser tab (it survives a reload),
 * so reopening the dialog shows the test instead of a blank form. The server keeps a test's
 * progress for an hour after it ends; a test it no longer knows is forgotten here too.
 */
const key = (gatewayId: number) => `routelab.loadTest.${gatewayId}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // A browser that refuses storage: the dialog starts blank, as before.
    return undefined;
  }
}

export const lastLoadTest = {
  get: (gatewayId: number): string | null => storage()?.getItem(key(gatewayId)) ?? null,
  set: (gatewayId: number, id: string): void => storage()?.setItem(key(gatewayId), id),
  forget: (gatewayId: number): void => storage()?.removeItem(key(gatewayId)),
};
