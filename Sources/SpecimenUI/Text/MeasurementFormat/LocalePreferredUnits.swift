import Foundation

// iOS 16's `init(forLocale:usage:)` of Foundation's dimensions, which Linux Foundation lacks: the
// unit a locale prefers, after the same unit preferences `Measurement.FormatStyle` uses for usages
// (`MeasurementUnitPreferences`): the first unit of the usage's list that one base unit (1 m, 1 m/s,
// 1 kg …) reaches, a road distance in the list's largest unit (miles or kilometres).

extension Dimension {
  /// The unit `locale` prefers for `usage` (a name of `MeasurementFormatUnitUsage`), or nil when the
  /// preferences keep the unit given.
  static func preferredUnit(of dimension: Dimension, usage: String, locale: Locale) -> Dimension? {
    let system = locale.measurementSystem
    let us = system == .us
    guard let choices = MeasurementUnitPreferences.choices(
      for: dimension, usage: usage, us: us, imperialRoads: us || system == .uk), let first = choices.first
    else { return nil }
    if usage == "road" { return first.unit }
    let base = dimension.converter.baseUnitValue(fromValue: 1)
    return choices.first { abs($0.unit.converter.value(fromBaseUnitValue: base)) >= $0.threshold }?.unit ?? choices.last?.unit
  }
}

extension UnitSpeed {
  /// Creates the speed unit `locale` prefers for `usage` (iOS 16): miles per hour in the US and the UK, else kilometres per hour.
  public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitSpeed> = .general) {
    let unit = Dimension.preferredUnit(of: UnitSpeed.metersPerSecond, usage: usage.name, locale: locale) ?? UnitSpeed.kilometersPerHour
    self.init(symbol: unit.symbol, converter: unit.converter)
  }
}

extension UnitTemperature {
  /// Creates the temperature unit `locale` prefers for `usage` (iOS 16): °F in the US, else °C.
  public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general) {
    let unit = Dimension.preferredUnit(of: UnitTemperature.kelvin, usage: usage.name, locale: locale) ?? UnitTemperature.celsius
    self.init(symbol: unit.symbol, converter: unit.converter)
  }
}

extension UnitLength {
  /// Creates the length unit `locale` prefers for `usage` (iOS 16): feet or metres in general, miles or kilometres on roads.
  public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitLength> = .general) {
    let unit = Dimension.preferredUnit(of: UnitLength.meters, usage: usage.name, locale: locale) ?? UnitLength.meters
    self.init(symbol: unit.symbol, converter: unit.converter)
  }
}

extension UnitMass {
  /// Creates the mass unit `locale` prefers for `usage` (iOS 16): pounds in the US, else kilograms.
  public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitMass> = .general) {
    let unit = Dimension.preferredUnit(of: UnitMass.kilograms, usage: usage.name, locale: locale) ?? UnitMass.kilograms
    self.init(symbol: unit.symbol, converter: unit.converter)
  }
}

extension UnitVolume {
  /// Creates the volume unit `locale` prefers for `usage` (iOS 16): gallons in the US, else litres.
  public convenience init(forLocale locale: Locale, usage: MeasurementFormatUnitUsage<UnitVolume> = .general) {
    let unit = Dimension.preferredUnit(of: UnitVolume.liters, usage: usage.name, locale: locale) ?? UnitVolume.liters
    self.init(symbol: unit.symbol, converter: unit.converter)
  }
}
