import CSQLite

/// Writes a docset's search index, `docSet.dsidx`: the SQLite table Dash and Zeal search,
/// `searchIndex(name, type, path)`. The only file that touches SQLite; the database is opened,
/// filled in one transaction and closed before it returns.
enum DocsetIndexWriter {
    /// Writes `entries` to a new database at `path` (which must not exist); the message says
    /// what SQLite refused, if anything.
    static func write(_ entries: [DocsetEntry], to path: String) -> String? {
        var database: OpaquePointer?
        guard sqlite3_open(path, &database) == SQLITE_OK, let database else {
            return "cannot create \(path): \(database.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory")"
        }
        defer { sqlite3_close(database) }
        let schema = """
            CREATE TABLE searchIndex(id INTEGER PRIMARY KEY, name TEXT, type TEXT, path TEXT);
            CREATE UNIQUE INDEX anchor ON searchIndex (name, type, path);
            BEGIN;
            """
        guard sqlite3_exec(database, schema, nil, nil, nil) == SQLITE_OK else { return message(database) }
        var statement: OpaquePointer?
        guard
            sqlite3_prepare_v2(database, "INSERT OR IGNORE INTO searchIndex(name, type, path) VALUES (?, ?, ?)", -1, &statement, nil)
                == SQLITE_OK, let statement
        else { return message(database) }
        defer { sqlite3_finalize(statement) }
        // SQLITE_TRANSIENT, a C macro Swift cannot import: SQLite copies each value.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for entry in entries {
            sqlite3_bind_text(statement, 1, entry.name, -1, transient)
            sqlite3_bind_text(statement, 2, entry.type, -1, transient)
            sqlite3_bind_text(statement, 3, entry.path, -1, transient)
            guard sqlite3_step(statement) == SQLITE_DONE else { return message(database) }
            sqlite3_reset(statement)
        }
        guard sqlite3_exec(database, "COMMIT", nil, nil, nil) == SQLITE_OK else { return message(database) }
        return nil
    }

    private static func message(_ database: OpaquePointer) -> String {
        "cannot write the docset index: " + String(cString: sqlite3_errmsg(database))
    }
}
