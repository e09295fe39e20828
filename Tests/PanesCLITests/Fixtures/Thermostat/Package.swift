// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A small library whose docs and doc comments `panes test --package` checks (TestCommandTests).
// The command-plugin test sets PANES_CHECKOUT to the panes checkout, and the package then
// depends on panes as a team's package would (see README), so `swift package test-docs` exists.
let panes = ProcessInfo.processInfo.environment["PANES_CHECKOUT"]

let package = Package(
    name: "Thermostat",
    products: [.library(name: "Thermostat", targets: ["Thermostat"])],
    dependencies: panes.map { [.package(path: $0)] } ?? [],
    targets: [
        .target(name: "CSensor"),
        .target(name: "Thermostat", dependencies: ["CSensor"]),
    ]
)
