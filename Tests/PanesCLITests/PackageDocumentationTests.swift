import Foundation
import Testing

@testable import PanesCLI

/// `--package` for the commands that read documentation: a package's docs/, its catalogs and
/// the symbol graphs SwiftPM extracts for its library targets, read as one content folder whose
/// paths are the package's own.
@Suite struct PackageDocumentationTests {
    static let gauge: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Gauges", products: [.library(name: "Gauges", targets: ["Gauges"])],
            targets: [.target(name: "Gauges"), .executableTarget(name: "GaugeTool", dependencies: ["Gauges"])])
        """,
        "Sources/Gauges/Gauge.swift": """
        /// A dial that reads a pressure.
        public struct Gauge: Equatable, Sendable {
            /// The reading, in kilopascals.
            public var reading: Double

            /// Makes a gauge at rest.
            public init() { reading = 0 }

            /// How far the needle has moved from `origin`.
            ///
            /// - Parameters:
            ///   - origin: Where the needle started.
            /// - Returns: The distance, never negative.
            /// - Note: Readings below zero count as zero.
            public func travel(from origin: Double) -> Double { abs(max(reading, 0) - origin) }
        }
        """,
        "Sources/Gauges/Panel.swift": """
        /// Gauges mounted side by side.
        public struct Panel<Dial> {
            /// The dials, left to right.
            public var dials: [Dial] = []
        }

        extension Panel: Equatable where Dial: Equatable {}
        """,
        "Sources/Gauges/Instrument.swift": """
        /// Anything on the panel that shows a value.
        open class Instrument {}

        /// An instrument that reads air pressure.
        public final class Barometer: Instrument {}
        """,
        "Sources/Gauges/Dial.swift": """
        /// Something with a needle.
        public protocol Dial {
            /// Where the needle points.
            func needle() -> Double
        }

        extension Dial {
            /// At rest, unless a dial says otherwise.
            public func needle() -> Double { 0 }
        }
        """,
        "Sources/Gauges/Units.swift": """
        extension Double {
            /// The value read as kilopascals.
            public var kilopascals: Double { self }
        }
        """,
        "Sources/GaugeTool/main.swift": "print(\"gauges\")\n",
        "docs/reading-gauges.md": "# Reading gauges\n\nA `Gauge` reports a pressure; `travel(from:)` says how far it moved.\n",
    ]

    @Test func buildDocumentsTheLibrarysSymbolsBesideItsDocs() throws {
        let copy = try PackageCopy(files: Self.gauge)
        let site = copy.url.appendingPathComponent("site")
        let run = CommandRun(["build", "--package", copy.url.path, "--out", site.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .success, "\(run.errors)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path)
        let travel = try #require(pages.first { $0.hasSuffix("gauge.travel-from.html") }, "pages: \(pages.sorted())")
        let html = try String(contentsOf: site.appendingPathComponent(travel), encoding: .utf8)
        #expect(html.contains("<h2 id=\"parameters\">"))
        #expect(html.contains("<dt><code>origin</code></dt><dd>Where the needle started.</dd>"))
        #expect(html.contains("<h2 id=\"return-value\">"))
        #expect(html.contains("The distance, never negative."))
        #expect(!html.contains("Returns:"))
        let gauge = try #require(pages.first { $0.hasSuffix("/gauge.html") })
        #expect(
            try String(contentsOf: site.appendingPathComponent(gauge), encoding: .utf8).contains(
                "<dt>Conforms To</dt><dd><code>Equatable</code></dd>"))
        // A conditional conformance keeps its condition; the implicit Copyable and Escapable are left out.
        let panel = try #require(pages.first { $0.hasSuffix("/panel.html") })
        let relationships = try String(contentsOf: site.appendingPathComponent(panel), encoding: .utf8)
        #expect(
            relationships.contains("<dt>Conforms To</dt><dd><code>Equatable</code> <code>where Dial : Equatable</code></dd>"),
            "\(relationships)")
        #expect(!relationships.contains("Copyable"))
        // A class's superclass, and the other way round.
        let barometer = try #require(pages.first { $0.hasSuffix("/barometer.html") })
        #expect(
            try String(contentsOf: site.appendingPathComponent(barometer), encoding: .utf8).contains(
                "<dt>Inherits From</dt><dd><a href=\"../gauges/instrument.html\"><code>Instrument</code></a></dd>"))
        let instrument = try #require(pages.first { $0.hasSuffix("/instrument.html") })
        #expect(
            try String(contentsOf: site.appendingPathComponent(instrument), encoding: .utf8).contains(
                "<dt>Inherited By</dt><dd><a href=\"../gauges/barometer.html\"><code>Barometer</code></a></dd>"))
        // A protocol's default implementation is listed apart from its requirements.
        let dial = try String(contentsOf: site.appendingPathComponent("gauges/dial.html"), encoding: .utf8)
        let methods = try #require(dial.range(of: ">Methods <a"))
        let defaults = try #require(dial.range(of: ">Default Implementations <a"))
        #expect(methods.lowerBound < defaults.lowerBound)
        #expect(dial[defaults.upperBound...].contains("At rest, unless a dial says otherwise."))
        #expect(!dial[methods.upperBound..<defaults.lowerBound].contains("At rest"))
        // A standard library type the package extends has a page under Extended Modules, as in DocC,
        // and its new member is listed there rather than among the package's own symbols.
        let double = try String(contentsOf: site.appendingPathComponent("gauges/swift.double.html"), encoding: .utf8)
        #expect(double.contains("Extended Structure in"))
        #expect(pages.filter { $0.hasSuffix("swift.double.html") } == ["gauges/swift.double.html"], "one page for the extended type")
        #expect(double.contains("kilopascals"))
        #expect(pages.contains("gauges/swift.html"))
        #expect(double.contains("<h3>Extended Modules</h3>"), "the catalog's navigation")
        // The executable target is no library: it has no pages.
        #expect(!pages.contains { $0.lowercased().contains("gaugetool") })
        #expect(pages.contains("docs/reading-gauges.html"))
    }

    /// An article that is a link to a file elsewhere in the package is published, as DocC
    /// publishes it; its `doc:` link resolves.
    @Test func aLinkedArticleInsideThePackageIsPublished() throws {
        var files = Self.gauge
        files["Sources/Gauges/Gauges.docc/Gauges.md"] = "# ``Gauges``\n\nDials. Start with <doc:Calibration>.\n"
        files["shared/calibration.md"] = "# Calibration\n\nSetting a gauge to zero.\n"
        let copy = try PackageCopy(files: files)
        try FileManager.default.createSymbolicLink(
            atPath: copy.url.appendingPathComponent("Sources/Gauges/Gauges.docc/Calibration.md").path,
            withDestinationPath: "../../../shared/calibration.md")
        let site = copy.url.appendingPathComponent("site")
        let run = CommandRun(["build", "--package", copy.url.path, "--out", site.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .success, "\(run.errors)")
        #expect(!run.errors.contains("Calibration"), "\(run.errors)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path)
        #expect(pages.contains("gauges/calibration.html"), "\(pages.sorted())")
    }

    @Test func showAndSearchReadThePackageToo() throws {
        let copy = try PackageCopy(files: Self.gauge)
        let environment = ProcessInfo.processInfo.environment
        let show = CommandRun(["show", "--package", copy.url.path, "travel(from:)"], variables: environment)
        #expect(show.exitCode == .success, "\(show.errors)")
        #expect(show.output.contains("origin: Where the needle started."))
        #expect(show.output.contains("The distance, never negative."))
        let search = CommandRun(["search", "--package", copy.url.path, "gauge"], variables: environment)
        #expect(search.output.hasPrefix("Gauge\t"), "\(search.output)")
    }

    @Test func aPackageThatDoesNotBuildIsOneErrorWithSwiftPMsMessage() throws {
        var files = Self.gauge
        files["Sources/Gauges/Broken.swift"] = "public let broken: Int = \"text\"\n"
        let copy = try PackageCopy(files: files)
        let run = CommandRun(["check", "--package", copy.url.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("SwiftPM could not extract the package's symbol graphs"))
        #expect(run.errors.contains("Broken.swift:1:"), "the compiler's own message, at its line: \(run.errors)")
    }

    @Test func contentAndPackageTogetherIsAUsageError() {
        let run = CommandRun(["build", "--content", "docs", "--package", "."])
        #expect(run.exitCode == .usage)
        #expect(run.errors.contains("give --content or --package, not both"))
    }
}
