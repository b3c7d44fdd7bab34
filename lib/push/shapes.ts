// A device with notifications on, as GET /api/push/subscriptions lists it: read by the server
// (./subscriptions.ts) and by the browser (the Settings card, components/settings/push-browser.ts).
export type PushDeviceDto = {
  id: number;
  label: string;
  endpoint: string;
  createdAt: string;
  lastSuccessAt: string | null;
  /** Since when its push service has not been reachable (reminders to it rest); null when healthy. */
  failingSince: string | null;
};
