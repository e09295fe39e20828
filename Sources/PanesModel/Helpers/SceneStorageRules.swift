import Foundation

/// The model's rules for `@SceneStorage`. SwiftUI has no such type.
public enum SceneStorageRules {
    /// Whether `@SceneStorage` can hold a value of `type` without your encoding it first.
    ///
    /// Scene storage has initializers for `Bool`, `Int`, `Double`, `String`, `URL` and `Data`, for
    /// `RawRepresentable` types whose raw value is `Int` or `String`, and for optionals of those.
    /// Anything else, such as a `Codable` structure or a navigation path's saved form, has to be
    /// encoded to `Data` (or a string) first.
    /// Source: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
    /// (the `RawRepresentable` with `Int` raw values form) and
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) (the optional forms).
    /// Packt, "SwiftUI Essentials – iOS 14 Edition", chapter 26
    /// (https://www.packtpub.com/en-gb/product/swiftui-essentials-ios-14-edition-26-9781801813228/chapter/swiftui-data-persistence-using-appstorage-and-scenestorage),
    /// lists the six plain types only; the `RawRepresentable` and optional forms come from Apple's
    /// initializer pages above.
    /// Assumption: the model leaves out the tab-customization initializer, which holds SwiftUI's
    /// own `TabViewCustomization` only.
    public static func canStore(_ type: Any.Type) -> Bool {
        if let optional = type as? any OptionalStorage.Type {
            let wrapped = optional.wrappedType
            return !(wrapped is any OptionalStorage.Type) && canStoreDirectly(wrapped)
        }
        return canStoreDirectly(type)
    }

    /// Whether `type` is one of the non-optional types scene storage accepts.
    private static func canStoreDirectly(_ type: Any.Type) -> Bool {
        let plain: [Any.Type] = [Bool.self, Int.self, Double.self, String.self, URL.self, Data.self]
        if plain.contains(where: { $0 == type }) { return true }
        guard let representable = type as? any RawRepresentable.Type else { return false }
        let raw = rawValueType(of: representable)
        return raw == Int.self || raw == String.self
    }

    /// The raw value type of a `RawRepresentable` type.
    private static func rawValueType<Representable: RawRepresentable>(of _: Representable.Type) -> Any.Type {
        Representable.RawValue.self
    }
}

/// Lets ``SceneStorageRules`` see through `Optional` at run time.
protocol OptionalStorage {
    /// The type inside the optional.
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalStorage {
    static var wrappedType: Any.Type { Wrapped.self }
}
