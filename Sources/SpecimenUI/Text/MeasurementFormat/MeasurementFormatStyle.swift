import Foundation

// `Measurement.FormatStyle` (iOS 15) is missing from Foundation on Linux (swift-corelibs-foundation
// has no measurement formatting; `MeasurementFormatter` is marked unavailable), so SpecimenUI
// declares it with Apple's names, labels and defaults. `Text(temperature, format: .measurement(width:
// .abbreviated, usage: .weather))` and `measurement.formatted(…)` compile as on iOS and show what
// an iPhone shows in the environment's locale (en_US unless a view sets `\.locale`):
//
// - the usage picks the unit, as ICU does from CLDR's unit preferences (`MeasurementUnitPreferences`):
//   `.asProvided` keeps the measurement's unit, every other usage converts it to the unit the locale's
//   measurement system prefers for that usage and size (°F, mi/ft/in in the US; °C, km/m/cm elsewhere);
// - with a usage other than `.asProvided` and no number style, the value is rounded as ICU rounds
//   usage-converted values: to an integer, keeping at least two significant digits (18 °C → "64°F",
//   1 km → "0.62 mi");
// - the unit is written in the width's English pattern (`MeasurementUnitNames`): "13.1 miles",
//   "13.1 mi", "13.1mi"; units without an English name show Foundation's symbol.

extension Measurement where UnitType: Dimension {
  /// A type that provides localized representations of measurements (`Measurement.FormatStyle`).
  public struct FormatStyle: Foundation.FormatStyle, Sendable, Hashable {
    /// The width of the unit in a formatted measurement ("miles", "mi", "mi" attached to the value).
    public struct UnitWidth: Codable, Hashable, Sendable {
      let name: String
      /// Shows the full name of the unit ("kilometers").
      public static var wide: UnitWidth { UnitWidth(name: "wide") }
      /// Shows the abbreviated unit ("km").
      public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
      /// Shows the shortest form of the unit, attached to the value where English does ("5km").
      public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
    }

    /// The width of the unit.
    public var width: UnitWidth
    /// The locale the measurement is formatted in (`Text` sets the environment's locale).
    public var locale: Locale
    /// The usage the measurement is shown for, which picks its unit; `nil` is `.general`.
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    /// The style the numeric part is formatted with; `nil` is the default number style.
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?
    /// Whether a temperature omits its scale name ("64°" rather than "64°F").
    public var hidesScaleName: Bool

    /// Creates a measurement format style from a unit width, locale, usage and number style.
    ///
    /// Apple's default locale is the device's (`.autoupdatingCurrent`); a render has no device, so
    /// the default is the locale every render formats in, en_US, whatever the machine's settings.
    public init(width: UnitWidth, locale: Locale = Locale(identifier: "en_US"), usage: MeasurementFormatUnitUsage<UnitType> = .general,
                numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
      self.hidesScaleName = false
    }

    /// The measurement as text, in this style's locale, usage, width and number style.
    public func format(_ measurement: Measurement<UnitType>) -> String {
      let usage = usage ?? .general
      var parts = MeasurementUnitPreferences.shown(measurement.value, measurement.unit, usage: usage.name, in: locale)
      let converted = usage.name != MeasurementFormatUnitUsage<UnitType>.asProvided.name
      for index in parts.indices {
        parts[index].text = number(parts[index].value, rounded: converted && numberFormatStyle == nil)
      }
      return MeasurementUnitNames.join(parts, width: width.name, hidesScaleName: hidesScaleName, food: usage.name == "food")
    }

    /// This style in another locale.
    public func locale(_ locale: Locale) -> Self {
      var copy = self
      copy.locale = locale
      return copy
    }

    /// `value` in the number style (or the default one) in this locale; a usage-converted value
    /// without a number style is rounded as ICU rounds it (an integer, at least two significant digits).
    func number(_ value: Double, rounded: Bool) -> String {
      guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
      if let style = numberFormatStyle, FormatPrecision.usable(style, "Measurement.FormatStyle") {
        return style.locale(locale).format(value)
      }
      let plain = FloatingPointFormatStyle<Double>.number.locale(locale)
      guard rounded else { return plain.format(value) }
      return plain.format(MeasurementRounding.integerWithTwoDigits(value))
    }
  }

  /// The measurement formatted with its default style: abbreviated units for the general usage, in the current locale.
  public func formatted() -> String {
    FormatStyle(width: .abbreviated, locale: Text.formatLocale).format(self)
  }

  /// The measurement formatted with `format`.
  public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
    format.format(self)
  }
}

/// ICU's default rounding of a usage-converted value: to an integer, with at least two significant digits.
enum MeasurementRounding {
  static func integerWithTwoDigits(_ value: Double) -> Double {
    let magnitude = abs(value)
    guard magnitude > 0, magnitude < 10 else { return value.rounded(.toNearestOrEven) }
    let exponent = Int(floor(log10(magnitude)))
    // The scale is applied in two halves: 10^(1 - exponent) overflows to ∞ below 10⁻³⁰⁸ (∞/∞ made "NaN").
    let digits = 1 - exponent
    let first = pow(10, Double(digits / 2)), second = pow(10, Double(digits - digits / 2))
    return (value * first * second).rounded(.toNearestOrEven) / first / second
  }
}

/// The usage of a measurement, which picks the unit it is shown in (`MeasurementFormatUnitUsage`, iOS 15).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
  let name: String
  init(name: String) { self.name = name }
  /// A general-purpose usage: the unit the locale prefers for the measurement's size.
  public static var general: Self { Self(name: "default") }
  /// The measurement in the unit it was created with, whatever the locale.
  public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  /// A temperature of the weather.
  public static var weather: Self { Self(name: "weather") }
  /// A temperature of a person.
  public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  /// A length related to a person.
  public static var person: Self { Self(name: "person") }
  /// A person's height.
  public static var personHeight: Self { Self(name: "personHeight") }
  /// A distance on a road.
  public static var road: Self { Self(name: "road") }
  /// The focal length of a lens.
  public static var focalLength: Self { Self(name: "focalLength") }
  /// An amount of rain.
  public static var rainfall: Self { Self(name: "rainfall") }
  /// An amount of snow.
  public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
  /// A person's weight.
  public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
  /// The energy in food.
  public static var food: Self { Self(name: "food") }
  /// The energy spent in a workout.
  public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
  /// A volume of liquid.
  public static var liquid: Self { Self(name: "liquid") }
}

extension FormatStyle {
  /// A style that formats measurements of a unit type in a width, for a usage, with a number style.
  public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                      usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
  where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(width: width, locale: Text.formatLocale, usage: usage, numberFormatStyle: numberFormatStyle)
  }

  /// A style that formats temperatures, optionally without their scale name ("64°").
  public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
                                 usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
                                 hidesScaleName: Bool = false,
                                 numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
  where Self == Measurement<UnitTemperature>.FormatStyle {
    var style = Measurement<UnitTemperature>.FormatStyle(width: width, locale: Text.formatLocale, usage: usage, numberFormatStyle: numberFormatStyle)
    style.hidesScaleName = hidesScaleName
    return style
  }
}
