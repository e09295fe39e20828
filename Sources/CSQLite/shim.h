// The SQLite C library, for the docset index (Sources/Docset/DocsetIndexWriter.swift only).
#include <sqlite3.h>
