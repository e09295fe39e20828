/// The set of API ids a renderer has linked in the current section.
final class LinkedAPIs {
    /// Ids linked so far.
    var ids: Set<String> = []
}
