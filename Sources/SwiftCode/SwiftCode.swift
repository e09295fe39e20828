/// Syntax-aware work on Swift code: checking, highlighting, finding API uses.
public enum SwiftCode {}
