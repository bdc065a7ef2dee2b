/** One span of an OTLP/JSON trace export, flattened (otlp-receiver.mjs). */
export interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string | undefined;
  spanId: string | undefined;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's kinds: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
  error: string | undefined;
}

export interface OtlpReceiver {
  url: string;
  spans(): ReceivedSpan[];
  traceOf(traceId: string): ReceivedSpan[];
  close(): Promise<void>;
}

export declare function spansOfExport(request: unknown): ReceivedSpan[];
export declare function startOtlpReceiver(options?: {
  port?: number;
  onSpans?: (spans: ReceivedSpan[]) => void;
  keep?: boolean;
}): Promise<OtlpReceiver>;
export declare function traceTree(spans: readonly ReceivedSpan[], hidden?: (span: ReceivedSpan) => boolean): string;
