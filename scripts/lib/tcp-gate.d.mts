export declare function startTcpGate(options: { targetPort: number }): Promise<{
  /** The relay's loopback port, to connect to instead of `targetPort`. */
  port: number;
  /** `POST <controlUrl>/close` cuts and refuses every connection; `/open` lets them through again. */
  controlUrl: string;
  close(): Promise<void>;
}>;
