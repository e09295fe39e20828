import CSensor

/// A room thermostat: a target temperature kept within what the boiler accepts, and a mode.
///
/// ```swift
/// var hall = Thermostat(target: 20)
/// hall.raise(by: 2)
/// #expect(hall.target == 22)
/// ```
public struct Thermostat: Sendable, Equatable {
    /// The lowest and highest targets the boiler accepts, in degrees Celsius.
    public static let range: ClosedRange<Double> = 5...30

    /// What the thermostat asks the boiler for.
    public enum Mode: Sendable, Equatable {
        case off, heat
    }

    /// The target temperature in degrees Celsius, always within `range`.
    public private(set) var target: Double
    /// Whether the thermostat heats.
    public var mode: Mode = .heat

    /// A thermostat aiming at `target`, clamped to `range`.
    ///
    /// ```swift
    /// #expect(Thermostat(target: 40).target == 30)
    /// #expect(Thermostat(target: -3).target == 6)
    /// ```
    public init(target: Double) {
        self.target = min(max(target, Self.range.lowerBound), Self.range.upperBound)
    }

    /// Raises the target by `degrees` (lowers it when negative), within `range`.
    ///
    /// A step that is not a number is a programming error:
    ///
    /// ```swift crashes
    /// var study = Thermostat(target: 18)
    /// study.raise(by: .nan)
    /// ```
    public mutating func raise(by degrees: Double) {
        precondition(!degrees.isNaN, "a step of the thermostat must be a number")
        self = Thermostat(target: target + degrees)
    }

    /// The target in degrees Fahrenheit, computed by the sensor's C code.
    ///
    /// ```swift ignore
    /// #expect(Thermostat(target: 20).fahrenheit == 0)
    /// ```
    public var fahrenheit: Double { csensor_fahrenheit(target) }

    /// Whether the boiler should burn when the room is at `room` degrees. A room temperature
    /// is a number, so this example does not compile:
    ///
    /// ```swift
    /// #expect(Thermostat(target: 20).isHeating(room: "cold"))
    /// ```
    public func isHeating(room: Double) -> Bool {
        mode == .heat && room < target
    }
}
