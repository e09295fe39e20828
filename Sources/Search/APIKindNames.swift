import KnowledgeBase

/// The API kinds as search writes them.
enum APIKindNames {
    /// Every `APIKind` raw value, in `APIKind` order.
    static let all: [String] = APIKind.allCases.map(\.rawValue)
}
