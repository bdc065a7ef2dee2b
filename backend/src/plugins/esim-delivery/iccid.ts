/** The Luhn check digit that completes `payload` (a string of digits). */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new Error('Luhn payload must be digits');
  let sum = 0;
  // Double every second digit counted from the right of the payload (the check digit goes after it).
  for (let index = 0; index < payload.length; index += 1) {
    let digit = Number(payload[payload.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** ICCID of a SIM profile: `89` (telecom) prefix, 19 or 20 digits, valid Luhn check digit. */
export function isValidIccid(iccid: string): boolean {
  return /^89\d{17,18}$/.test(iccid) && hasValidLuhn(iccid);
}
