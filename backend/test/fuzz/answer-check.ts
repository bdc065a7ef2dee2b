/*
 * What no answer may be, whatever was sent: a server error, or a text that shows the server's
 * insides (a database error, a stack, a file path).
 */

const LEAKS = [
  /SqliteError|SQLITE_[A-Z]/u,
  /QueryFailedError|TypeORM|EntityNotFound/u,
  /\bat [\w.<>$]+ \(.*:\d+:\d+\)/u,
  /node_modules|\/dist\/|\.ts:\d+/u,
  /ECONNREFUSED|ECONNRESET/u,
];

export interface AnswerProblem {
  status: number;
  problem: string;
}

/** Why this answer is not acceptable, or null when it is. */
export function answerProblem(status: number, body: string): AnswerProblem | null {
  if (status >= 500) return { status, problem: `answered ${status}: ${body.slice(0, 300)}` };
  const leak = LEAKS.find((pattern) => pattern.test(body));
  return leak ? { status, problem: `leaks ${leak.source}: ${body.slice(0, 300)}` } : null;
}
