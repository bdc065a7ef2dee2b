import { BadRequest } from '../server-kit/http';

/** A form value as Stripe's bracket notation nests it: `metadata[orderCode]=X`, `expand[]=a`, `card[number]=…`. */
type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const MAX_PAIRS = 200;
const MAX_DEPTH = 3;

/** Stripe's request encoding, read back; anything malformed or past the bounds is a 400, never a crash. */
export function parseForm(body: string): FormObject {
  const root: FormObject = Object.create(null) as FormObject;
  if (body === '') return root;
  const pairs = new URLSearchParams(body);
  let count = 0;
  for (const [name, value] of pairs) {
    count += 1;
    if (count > MAX_PAIRS) throw new BadRequest(400, 'Too many parameters');
    const match = /^([A-Za-z0-9_]+)((?:\[[A-Za-z0-9_]*\])*)$/.exec(name);
    if (!match?.[1]) throw new BadRequest(400, `Invalid parameter name: ${name.slice(0, 40)}`);
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([A-Za-z0-9_]*)\]/g)].map((part) => part[1] ?? '')];
    if (path.length > MAX_DEPTH + 1) throw new BadRequest(400, `Parameter nested too deeply: ${name.slice(0, 40)}`);
    place(root, path, value, name);
  }
  return root;
}

function place(target: FormObject | FormValue[], path: string[], value: string, name: string): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const isList = Array.isArray(target);
  const slot = isList ? (key === '' ? target.length : Number(key)) : key;
  if (isList && (!Number.isInteger(slot) || (slot as number) > 100))
    throw new BadRequest(400, `Invalid list index in ${name.slice(0, 40)}`);
  if (rest.length === 0) {
    (target as Record<string | number, FormValue>)[slot] = value;
    return;
  }
  const nextIsList = rest[0] === '' || /^\d+$/.test(rest[0] ?? '');
  const existing = (target as Record<string | number, FormValue>)[slot];
  let child: FormObject | FormValue[];
  if (existing === undefined) {
    child = nextIsList ? [] : (Object.create(null) as FormObject);
    (target as Record<string | number, FormValue>)[slot] = child;
  } else if (typeof existing === 'string' || Array.isArray(existing) !== nextIsList) {
    throw new BadRequest(400, `Conflicting parameter ${name.slice(0, 40)}`);
  } else {
    child = existing;
  }
  place(child, rest, value, name);
}

export function stringOf(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

export function objectOf(form: FormObject, key: string): FormObject | undefined {
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function listOf(form: FormObject, key: string): string[] {
  const value = form[key];
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
  return list.filter((item): item is string => typeof item === 'string');
}
