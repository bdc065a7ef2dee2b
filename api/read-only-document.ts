/**
 * Whether a GraphQL document only reads: no mutation or subscription is defined in it. A read may
 * be sent again when its connection broke before any answer (a kept-alive connection a load
 * balancer closed as its instance died); a mutation never is, since the backend may have run it.
 * Comments and strings are set aside first; a field that happens to be called `mutation` right
 * after a nested selection counts as a mutation too, which only costs that read its retry.
 */
export function isReadOnlyDocument(document: string): boolean {
  const code = document.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*/g, '""');
  return !/(?:^|\})\s*(?:mutation|subscription)\b/.test(code);
}
