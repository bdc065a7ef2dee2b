import type { ReactNode } from 'react';

/*
 * Story-only parts of the foundations' pages (colours, type, spacing, motion, breakpoints): a
 * titled section and the table of tokens. Not exported from the design system.
 */

/** A part of a foundation's page, named by its heading. */
export function FoundationSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table of tokens: the columns named, the rows (`<tr className="border-b">`) the caller's. */
export function TokenTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b">
          {columns.map((column, index) => (
            <th key={column} className={index < columns.length - 1 ? 'py-2 pe-4' : 'py-2'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
