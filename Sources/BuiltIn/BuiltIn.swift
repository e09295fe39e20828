@_exported import ModelSources

/// The built-in knowledge base (`content/` as it was when panes was built), compiled into panes
/// by the EmbedFiles plugin.
public enum BuiltIn {}
