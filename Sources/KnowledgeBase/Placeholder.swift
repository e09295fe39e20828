/// The structured API index built from a folder of Markdown references.
public enum KnowledgeBaseNamespace {}
