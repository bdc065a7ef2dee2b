/**
 * A Markdown table for Storybook's `<Markdown>` block, so an MDX page can list tokens or locales
 * straight from their TypeScript source and still get the docs' own table style.
 */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
