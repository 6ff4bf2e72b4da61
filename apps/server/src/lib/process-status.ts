/** One server process as the console's runtime tab shows it. */
export interface ProcessStatus {
  worker: string;
  sockets: number;
  uptimeSeconds: number;
}
