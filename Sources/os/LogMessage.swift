import Foundation

/// A log message written as a string literal with interpolations (iOS 14).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The interpolations the literal holds.
  public let interpolation: OSLogInterpolation

  public init(stringLiteral value: String) { interpolation = OSLogInterpolation(literalCapacity: 0, interpolationCount: 0) }
  public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }
}

/// The interpolations of a log message: any value, with the privacy, alignment and format options
/// Apple's logging takes. Values are captured as closures and never evaluated.
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}

  /// A string.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {}
  /// A value described by `description`.
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {}
  /// An integer.
  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {}
  /// A floating-point number.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {}
  /// A floating-point number.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {}
  /// A Boolean.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
  ) {}
  /// An object.
  public mutating func appendInterpolation(
    _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
  ) {}
  /// An error.
  public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {}
  /// A type.
  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
  /// Any other value, as `String(describing:)` would show it.
  @_disfavoredOverload
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {}
}

/// Whether an interpolated value is redacted in the log.
public struct OSLogPrivacy: Equatable, Sendable {
  /// How a private value is masked.
  public struct Mask: Equatable, Sendable {
    let name: String
    /// Replaced by a hash of the value.
    public static let hash = Mask(name: "hash")
    /// Not masked.
    public static let none = Mask(name: "none")
  }

  let name: String
  /// Redacted unless the value is a scalar.
  public static let auto = OSLogPrivacy(name: "auto")
  /// Shown.
  public static let `public` = OSLogPrivacy(name: "public")
  /// Redacted.
  public static let `private` = OSLogPrivacy(name: "private")
  /// Redacted, even when private data is shown.
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  /// Redacted unless the value is a scalar, masked as asked.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto-\(mask.name)") }
  /// Redacted, masked as asked.
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private-\(mask.name)") }
  /// Redacted even when private data is shown, masked as asked.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive-\(mask.name)") }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Equatable, Sendable {
  let name: String
  /// Decimal digits.
  public static let decimal = OSLogIntegerFormatting(name: "decimal")
  /// Hexadecimal digits.
  public static let hex = OSLogIntegerFormatting(name: "hex")
  /// Octal digits.
  public static let octal = OSLogIntegerFormatting(name: "octal")
  /// Decimal digits, with options.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
  /// Hexadecimal digits, with options.
  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                         minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting { .hex }
  /// Octal digits, with options.
  public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting { .octal }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Equatable, Sendable {
  let name: String
  /// Fixed-point notation.
  public static let fixed = OSLogFloatFormatting(name: "fixed")
  /// Hexadecimal notation.
  public static let hex = OSLogFloatFormatting(name: "hex")
  /// Exponential notation.
  public static let exponential = OSLogFloatFormatting(name: "exponential")
  /// Fixed or exponential, whichever is shorter.
  public static let hybrid = OSLogFloatFormatting(name: "hybrid")
  /// Fixed-point notation with a precision.
  public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
  /// Fixed-point notation with options.
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
  /// Exponential notation with a precision.
  public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .exponential }
  /// Fixed or exponential with a precision.
  public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .hybrid }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
  /// "true" / "false".
  case truth
  /// "YES" / "NO".
  case answer
}

/// The column alignment of an interpolated string.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  /// No padding.
  public static let none = OSLogStringAlignment(columns: 0)
  /// Right-aligned in `columns`.
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
  /// Left-aligned in `columns`.
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
}

/// The column alignment of an interpolated integer.
public typealias OSLogIntegerAlignment = OSLogStringAlignment
/// The column alignment of an interpolated floating-point number.
public typealias OSLogFloatAlignment = OSLogStringAlignment
