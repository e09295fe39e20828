import SwiftCode
import Testing

/// Reading a documented declaration for the interface: what it declares and where `public` and
/// conformances go.
struct SwiftDeclarationTests {
    @Test(arguments: [
        (
            "nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>",
            "nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> : View"
        ),
        (
            "nonisolated struct NavigationLink<Label, Destination> where Label : View, Destination : View",
            "nonisolated public struct NavigationLink<Label, Destination> : View where Label : View, Destination : View"
        ),
        ("@frozen @propertyWrapper struct SceneStorage<Value>", "@frozen @propertyWrapper public struct SceneStorage<Value> : View"),
        ("struct Palette: Hashable", "public struct Palette: Hashable, View"),
        ("case compact", "case compact"),
    ])
    func typesTakePublicAndConformances(written: String, expected: String) throws {
        let declaration = try #require(SwiftDeclaration(parsing: written))
        #expect(declaration.publicText(addingConformances: ["View"]) == expected)
    }

    @Test func membersTakePublicBeforeTheirKeyword() throws {
        let modifier = try #require(
            SwiftDeclaration(
                parsing:
                    "@export(implementation) nonisolated func sheet<Item, Content>(item: Binding<Item?>, @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View"
            ))
        #expect(modifier.introducer == .func)
        #expect(modifier.name == "sheet")
        #expect(modifier.opaqueResultProtocol == "View")
        #expect(modifier.publicText().hasPrefix("@export(implementation) nonisolated public func sheet<"))
        let property = try #require(SwiftDeclaration(parsing: "static var automatic: AutomaticNavigationSplitViewStyle { get }"))
        #expect(property.isStatic)
        #expect(property.resultType == "AutomaticNavigationSplitViewStyle")
        #expect(property.publicText() == "static public var automatic: AutomaticNavigationSplitViewStyle { get }")
        let environment = try #require(
            SwiftDeclaration(
                parsing: "@backDeployed(before: macOS 14.0, tvOS 17.0) var horizontalSizeClass: UserInterfaceSizeClass? { get set }"))
        #expect(
            environment.publicText()
                == "@backDeployed(before: macOS 14.0, tvOS 17.0) public var horizontalSizeClass: UserInterfaceSizeClass? { get set }")
    }

    @Test(arguments: ["", "struct", "func a() {} func b() {}", "let x = ", "not swift at all ("])
    func whatIsNotOneDeclarationIsRefused(written: String) {
        #expect(SwiftDeclaration(parsing: written) == nil)
    }
}
