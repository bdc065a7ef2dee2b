export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and body. */
  raw: string;
}

export declare function startSmtpSink(): Promise<{ url: string; messages: ReceivedMail[]; stop(): Promise<void> }>;
