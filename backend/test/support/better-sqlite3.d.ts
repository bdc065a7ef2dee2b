// better-sqlite3 ships no types; the tests take an online backup of a database file and write a row beside a backend.
declare module 'better-sqlite3' {
  export default class Database {
    constructor(file: string, options?: { readonly?: boolean });
    backup(destination: string): Promise<unknown>;
    prepare(sql: string): { run(...parameters: unknown[]): { changes: number; lastInsertRowid: number | bigint } };
    close(): void;
  }
}
