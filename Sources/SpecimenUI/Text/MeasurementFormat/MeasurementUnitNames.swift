import Foundation

/// English unit names in the three widths, after CLDR's English unit patterns (what iOS shows in
/// en_US): wide "13.1 miles" (singular for exactly "1"), abbreviated "13.1 mi", narrow "13.1mi".
/// A unit not listed shows its Foundation symbol after a space in every width. Formatting names
/// in other languages is not provided: the number follows the locale, the unit stays English.
enum MeasurementUnitNames {
  /// A unit's names: wide singular and plural, and the abbreviated and narrow patterns ("{0}" is the number).
  struct Names {
    let one: String
    let other: String
    let abbreviated: String
    let narrow: String
  }

  static func names(_ unit: Dimension, food: Bool) -> Names? {
    // Linux Foundation writes kilocalories "kCal" and hours "h", Apple's "kcal" and "hr": both are listed.
    let key = "\(kind(unit))|\(unit.symbol)"
    if food, key == "energy|kcal" || key == "energy|kCal" { return Names(one: "{0} Calorie", other: "{0} Calories", abbreviated: "{0} Cal", narrow: "{0}Cal") }
    return table[key]
  }

  static func kind(_ unit: Dimension) -> String {
    switch unit {
    case is UnitLength: return "length"
    case is UnitMass: return "mass"
    case is UnitTemperature: return "temperature"
    case is UnitVolume: return "volume"
    case is UnitSpeed: return "speed"
    case is UnitEnergy: return "energy"
    case is UnitDuration: return "duration"
    default: return "other"
    }
  }

  private static func n(_ one: String, _ other: String, _ abbreviated: String, _ narrow: String) -> Names {
    Names(one: "{0} " + one, other: "{0} " + other, abbreviated: abbreviated, narrow: narrow)
  }

  static let table: [String: Names] = [
    "length|km": n("kilometer", "kilometers", "{0} km", "{0}km"),
    "length|m": n("meter", "meters", "{0} m", "{0}m"),
    "length|cm": n("centimeter", "centimeters", "{0} cm", "{0}cm"),
    "length|mm": n("millimeter", "millimeters", "{0} mm", "{0}mm"),
    "length|mi": n("mile", "miles", "{0} mi", "{0}mi"),
    "length|yd": n("yard", "yards", "{0} yd", "{0}yd"),
    "length|ft": n("foot", "feet", "{0} ft", "{0}′"),
    "length|in": n("inch", "inches", "{0} in", "{0}″"),
    "mass|kg": n("kilogram", "kilograms", "{0} kg", "{0}kg"),
    "mass|g": n("gram", "grams", "{0} g", "{0}g"),
    "mass|lb": n("pound", "pounds", "{0} lb", "{0}#"),
    "mass|oz": n("ounce", "ounces", "{0} oz", "{0}oz"),
    "temperature|°C": n("degree Celsius", "degrees Celsius", "{0}°C", "{0}°C"),
    "temperature|°F": n("degree Fahrenheit", "degrees Fahrenheit", "{0}°F", "{0}°"),
    "temperature|K": n("kelvin", "kelvins", "{0} K", "{0}K"),
    "volume|L": n("liter", "liters", "{0} L", "{0}L"),
    "volume|mL": n("milliliter", "milliliters", "{0} mL", "{0}mL"),
    "volume|gal": n("gallon", "gallons", "{0} gal", "{0}gal"),
    "volume|fl oz": n("fluid ounce", "fluid ounces", "{0} fl oz", "{0}fl oz"),
    "volume|qt": n("quart", "quarts", "{0} qt", "{0}qt"),
    "volume|pt": n("pint", "pints", "{0} pt", "{0}pt"),
    "volume|cup": n("cup", "cups", "{0} c", "{0}c"),
    "speed|km/h": n("kilometer per hour", "kilometers per hour", "{0} km/h", "{0}km/h"),
    "speed|mph": n("mile per hour", "miles per hour", "{0} mph", "{0}mph"),
    "speed|m/s": n("meter per second", "meters per second", "{0} m/s", "{0}m/s"),
    "speed|kn": n("knot", "knots", "{0} kn", "{0}kn"),
    "energy|kcal": n("kilocalorie", "kilocalories", "{0} kcal", "{0}kcal"),
    "energy|kCal": n("kilocalorie", "kilocalories", "{0} kcal", "{0}kcal"),
    "energy|kJ": n("kilojoule", "kilojoules", "{0} kJ", "{0}kJ"),
    "energy|J": n("joule", "joules", "{0} J", "{0}J"),
    "energy|cal": n("calorie", "calories", "{0} cal", "{0}cal"),
    "duration|hr": n("hour", "hours", "{0} hr", "{0}h"),
    "duration|h": n("hour", "hours", "{0} hr", "{0}h"),
    "duration|m": n("minute", "minutes", "{0} min", "{0}m"),
    "duration|min": n("minute", "minutes", "{0} min", "{0}m"),
    "duration|s": n("second", "seconds", "{0} sec", "{0}s"),
  ]

  /// The parts, each written in `width` ("wide", "abbreviated", "narrow") and joined as English
  /// lists units ("5 feet, 11 inches", "5 ft, 11 in", "5′ 11″").
  static func join(_ parts: [MeasurementPart], width: String, hidesScaleName: Bool, food: Bool) -> String {
    let written = parts.map { part -> String in
      let pattern: String
      if hidesScaleName, part.unit is UnitTemperature {
        pattern = width == "wide" ? (part.text == "1" ? "{0} degree" : "{0} degrees") : "{0}°"
      } else if let names = names(part.unit, food: food) {
        switch width {
        case "wide": pattern = part.text == "1" ? names.one : names.other
        case "narrow": pattern = names.narrow
        default: pattern = names.abbreviated
        }
      } else {
        pattern = "{0} " + part.unit.symbol
      }
      return pattern.replacingOccurrences(of: "{0}", with: part.text)
    }
    return written.joined(separator: width == "narrow" ? " " : ", ")
  }
}
