/**
 * The product description is part of the storefront contract: it reads the plan facts back
 * from `<li data-row="…">` rows, so the row keys and their order are fixed here.
 */
export const DESCRIPTION_ROWS = ['speed', 'calls-sms', 'roaming-network', 'activation', 'compatible-devices', 'coverage'] as const;

type DescriptionRow = (typeof DESCRIPTION_ROWS)[number];

export interface DescriptionContent {
  intro: string;
  rows: Record<DescriptionRow, { label: string; value: string }>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function buildDescriptionHtml({ intro, rows }: DescriptionContent): string {
  const items = DESCRIPTION_ROWS.map((row) => {
    const { label, value } = rows[row];
    return `<li data-row="${row}"><strong>${escapeHtml(label)}</strong> ${escapeHtml(value)}</li>`;
  });
  return `<p>${escapeHtml(intro)}</p><ul class="plan-info">${items.join('')}</ul>`;
}
