import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// The string of the first text node under `node`.
private func text(_ node: ResolvedNode) -> String? {
  if case .text(let t) = node.kind { return t.string }
  return node.children.lazy.compactMap(text).first
}

/// `Measurement.FormatStyle` (iOS 15), which Linux Foundation lacks: widths, usages picking the
/// locale's unit, ICU's rounding of converted values, and `Text(_:format:)` in the environment's locale.
@Suite struct MeasurementFormatTests {
  let us = Locale(identifier: "en_US")

  @Test func asProvidedKeepsTheUnitInEachWidth() {
    let run = Measurement(value: 13.1, unit: UnitLength.miles)
    #expect(run.formatted(.measurement(width: .wide, usage: .asProvided)) == "13.1 miles")
    #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "13.1 mi")
    #expect(run.formatted(.measurement(width: .narrow, usage: .asProvided)) == "13.1mi")
    #expect(Measurement(value: 1, unit: UnitLength.feet).formatted(.measurement(width: .wide, usage: .asProvided)) == "1 foot")
    #expect(Measurement(value: 18, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "18°C")
  }

  /// The general and weather usages convert to what the locale prefers, rounded to an integer with at least two digits.
  @Test func usagesConvertToTheLocalesUnit() {
    let weather = Measurement(value: 18, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, usage: .weather))
    #expect(weather == "64°F")
    #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road)) == "0.62 mi")
    // Under a mile, the general usage falls to feet (CLDR's US list: mile ≥ 1, foot ≥ 1, inch).
    #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated)) == "3,281 ft")
    #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .wide)) == "3.1 miles")
    #expect(Measurement(value: 1850, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .road)) == "1.1 mi")
    #expect(Measurement(value: 1.8, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .personHeight)) == "5 ft, 11 in")
    #expect(Measurement(value: 64, unit: UnitTemperature.fahrenheit).formatted(.measurement(width: .narrow).locale(Locale(identifier: "de_DE"))) == "18°C")
    #expect(Measurement(value: 2000, unit: UnitEnergy.kilojoules).formatted(.measurement(width: .abbreviated, usage: .food)) == "478 Cal")
  }

  @Test func numberStyleAndHiddenScaleName() {
    let air = Measurement(value: 18.25, unit: UnitTemperature.celsius)
    #expect(air.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1)))) == "18.2°C")
    #expect(air.formatted(.measurement(width: .abbreviated, usage: .weather, hidesScaleName: true)) == "65°")
    let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .road, numberFormatStyle: .number.precision(.fractionLength(0...1)))
    #expect(Measurement(value: 4200, unit: UnitLength.meters).formatted(style) == "2.6 mi")
  }

  /// As every `Text(_:format:)`, the environment's locale (en_US unless set) picks the unit system and number format.
  @Test func textFollowsTheEnvironmentsLocale() {
    let view = Text(Measurement(value: 18, unit: UnitTemperature.celsius), format: .measurement(width: .abbreviated, usage: .weather))
    #expect(text(ResolveContext().resolve(view)) == "64°F")
    #expect(text(ResolveContext().resolve(view.environment(\.locale, Locale(identifier: "de_DE")))) == "18°C")
    let long = Text(Measurement(value: 1234.5, unit: UnitLength.meters), format: .measurement(width: .abbreviated, usage: .asProvided))
    #expect(text(ResolveContext().resolve(long.environment(\.locale, Locale(identifier: "de_DE")))) == "1.234,5 m")
  }

  /// A non-finite value or an unusable precision does not trap: it shows plainly.
  @Test func hostileValuesShowPlainly() {
    #expect(Measurement(value: .nan, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "NaN m")
    #expect(Measurement(value: .infinity, unit: UnitLength.meters).formatted(.measurement(width: .wide)) == "∞ meters")
    let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(-1)))
    #expect(Measurement(value: 2.5, unit: UnitLength.meters).formatted(style) == "2.5 m")
    // A converted value too small for two significant digits' scale (10³²⁴ overflowed to ∞, and ∞/∞ showed "NaN")
    // rounds like any other small value; the largest doubles convert and show their digits.
    #expect(Measurement(value: 1e-320, unit: UnitLength.meters).formatted(.measurement(width: .wide)) == "0 inches")
    #expect(Measurement(value: -5e-324, unit: UnitTemperature.kelvin).formatted(.measurement(width: .abbreviated, usage: .weather)) == "-460°F")
  }
}
