export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}
export declare function observedBlocking(traceEvents: readonly TraceEvent[]): { wallMs: number; onCpuMs: number } | undefined;
