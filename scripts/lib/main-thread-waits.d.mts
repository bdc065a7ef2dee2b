export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { frames?: ReadonlyArray<{ frame: string; isOutermostMainFrame?: boolean }> } };
}
export declare function observedBlocking(traceEvents: readonly TraceEvent[]): { wallMs: number; onCpuMs: number } | undefined;
export declare function framesAfterFirstPaint(traceEvents: readonly TraceEvent[]): number | undefined;
