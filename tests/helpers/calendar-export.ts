// A calendar app's export as a person might try to import it: `events` VEVENTs (not tasks, so left
// out, each "An event, not a task") and one VTODO, "Renew the passport".
export function calendarExport(events: number): string {
  const event = (i: number) =>
    `BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART:20261201T100000Z\r\nSUMMARY:Meeting ${i}\r\nEND:VEVENT`;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    ...Array.from({ length: events }, (_, i) => event(i)),
    "BEGIN:VTODO\r\nUID:t1\r\nSUMMARY:Renew the passport\r\nEND:VTODO",
    "END:VCALENDAR",
  ].join("\r\n");
}
