// better-sqlite3 ships no types; the one use in the tests is an online backup of a database file.
declare module 'better-sqlite3' {
  export default class Database {
    constructor(file: string, options?: { readonly?: boolean });
    backup(destination: string): Promise<unknown>;
    close(): void;
  }
}
