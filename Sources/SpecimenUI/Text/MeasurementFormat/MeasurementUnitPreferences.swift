import Foundation

/// One unit of a formatted measurement: "5 ft, 11 in" has two.
struct MeasurementPart {
  var value: Double
  var unit: Dimension
  var text = ""
}

/// The unit a usage shows a measurement in, after CLDR's unit preferences (the `unitPreferenceData`
/// ICU formats usages from) for the common dimensions: the largest unit of the usage's list in which
/// the value reaches the unit's threshold, else the last. The US system uses miles, feet, inches,
/// pounds, ounces, gallons and °F; the UK system miles on roads and in speeds, otherwise metric.
/// Dimensions and usages without a list here keep the measurement's own unit.
enum MeasurementUnitPreferences {
  /// A unit of a preference list and the value it must reach to be chosen.
  struct Choice {
    let unit: Dimension
    let threshold: Double
  }

  static func shown(_ value: Double, _ unit: Dimension, usage: String, in locale: Locale) -> [MeasurementPart] {
    guard usage != "asProvided", value.isFinite else { return [MeasurementPart(value: value, unit: unit)] }
    let system = locale.measurementSystem
    let us = system == .us
    let imperialRoads = us || system == .uk
    if unit is UnitLength, usage == "personHeight", imperialRoads {
      return feetAndInches(value, unit)
    }
    guard let choices = choices(for: unit, usage: usage, us: us, imperialRoads: imperialRoads), let last = choices.last else {
      return [MeasurementPart(value: value, unit: unit)]
    }
    let base = unit.converter.baseUnitValue(fromValue: value)
    for choice in choices {
      let converted = choice.unit.converter.value(fromBaseUnitValue: base)
      if abs(converted) >= choice.threshold { return [MeasurementPart(value: converted, unit: choice.unit)] }
    }
    return [MeasurementPart(value: last.unit.converter.value(fromBaseUnitValue: base), unit: last.unit)]
  }

  /// The preference list for `unit`'s dimension and `usage`, or nil to keep the unit.
  static func choices(for unit: Dimension, usage: String, us: Bool, imperialRoads: Bool) -> [Choice]? {
    func list(_ pairs: (Dimension, Double)...) -> [Choice] { pairs.map { Choice(unit: $0.0, threshold: $0.1) } }
    switch unit {
    case is UnitTemperature:
      return list((us ? UnitTemperature.fahrenheit : UnitTemperature.celsius, 0))
    case is UnitLength:
      switch usage {
      case "road": return imperialRoads ? list((UnitLength.miles, 0.5), (UnitLength.feet, 0)) : list((UnitLength.kilometers, 1), (UnitLength.meters, 0))
      case "person", "personHeight": return list((us ? UnitLength.inches : UnitLength.centimeters, 0))
      case "rainfall": return list((us ? UnitLength.inches : UnitLength.millimeters, 0))
      case "snowfall": return list((us ? UnitLength.inches : UnitLength.centimeters, 0))
      case "focalLength": return list((UnitLength.millimeters, 0))
      default:
        return us ? list((UnitLength.miles, 1), (UnitLength.feet, 1), (UnitLength.inches, 0))
          : list((UnitLength.kilometers, 1), (UnitLength.meters, 1), (UnitLength.centimeters, 0))
      }
    case is UnitMass:
      if usage == "personWeight" { return list((us ? UnitMass.pounds : UnitMass.kilograms, 0)) }
      return us ? list((UnitMass.pounds, 1), (UnitMass.ounces, 0)) : list((UnitMass.kilograms, 1), (UnitMass.grams, 0))
    case is UnitVolume:
      return us ? list((UnitVolume.gallons, 1), (UnitVolume.fluidOunces, 0)) : list((UnitVolume.liters, 1), (UnitVolume.milliliters, 0))
    case is UnitSpeed:
      return list((imperialRoads ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour, 0))
    case is UnitEnergy:
      return usage == "food" || usage == "workout" ? list((UnitEnergy.kilocalories, 0)) : nil
    default:
      return nil
    }
  }

  /// A height in whole feet and rounded inches ("5 ft, 11 in"), as the US and UK show a person's height.
  static func feetAndInches(_ value: Double, _ unit: Dimension) -> [MeasurementPart] {
    let inches = UnitLength.inches.converter.value(fromBaseUnitValue: unit.converter.baseUnitValue(fromValue: value))
    var totalInches = inches.rounded(.toNearestOrEven)
    let negative = totalInches < 0
    totalInches = abs(totalInches)
    let feet = (totalInches / 12).rounded(.down)
    let rest = totalInches - feet * 12
    return [MeasurementPart(value: negative ? -feet : feet, unit: UnitLength.feet), MeasurementPart(value: rest, unit: UnitLength.inches)]
  }
}
