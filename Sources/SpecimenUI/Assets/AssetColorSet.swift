import AssetCatalogFiles
import Foundation

/// A colour set (`Name.colorset`) of an asset catalog: one colour per appearance.
public struct AssetColorSet: Sendable {
  /// The colour's name in its catalog (with namespace folders).
  public let name: String
  let variants: [(key: AssetVariantKey, value: Value, note: String?)]
  /// Why entries of this set could not be read (shown when the colour is used).
  public let problems: [String]

  /// One variant's colour: components already converted to sRGB, or a system colour it refers to.
  enum Value: Hashable, Sendable {
    case rgba(RGBA)
    /// A UIKit system colour by name (`"reference": "systemBlueColor"` → `systemBlue`).
    case system(UIColor)
  }

  init(name: String, contents: [String: Any], problems: inout [String]) {
    self.name = name
    var variants: [(AssetVariantKey, Value, String?)] = []
    var own: [String] = []
    for entry in (contents["colors"] as? [[String: Any]]) ?? [] {
      guard let color = entry["color"] as? [String: Any] else { continue }
      var outside: [String] = []
      switch AssetColorSet.value(of: color, outsideRange: &outside) {
      case .success(let value):
        let note = outside.isEmpty ? nil : "\(name).colorset: " + outside.joined(separator: "; ")
        variants.append((AssetVariantKey(entry), value, note))
      case .failure(let failure): own.append("\(name).colorset: \(failure.text)")
      }
    }
    if variants.isEmpty && own.isEmpty {
      own.append("\(name).colorset: no colours; set one in Xcode's attributes inspector")
    }
    problems += own
    self.problems = own
    self.variants = variants
  }

  /// The colour for `appearance`, or nil when no variant applies (an iPad-only set, say).
  func value(for appearance: AssetAppearance) -> Value? {
    variants.best(for: appearance, key: { $0.key })?.value
  }

  /// Why the colour for `appearance` is drawn other than written (a component outside the range of its colour space),
  /// naming the set, the component and the value; nil when it is drawn as written.
  func note(for appearance: AssetAppearance) -> String? {
    variants.best(for: appearance, key: { $0.key })?.note
  }

  /// The sRGB colour for `appearance`, system references resolved in that appearance.
  public func rgba(for appearance: AssetAppearance) -> RGBA? {
    switch value(for: appearance) {
    case .rgba(let c): return c
    case .system(let color):
      var environment = EnvironmentValues()
      environment.colorScheme = appearance.colorScheme
      environment.colorSchemeContrast = appearance.contrast
      return Color.rgba(color.storage, environment)
    case nil: return nil
    }
  }

  /// The colour `color` describes. A component outside 0…1 in a colour space that has no room for it (`srgb`,
  /// `display-p3`, `gray-gamma-22`; any alpha) is clamped, as Xcode's asset format documents components from 0 to 1,
  /// and described in `outsideRange`; the extended spaces keep such values (CoreGraphics' extended sRGB encodes them).
  static func value(of color: [String: Any], outsideRange: inout [String]) -> Result<Value, AssetContents.Failure> {
    if let reference = color["reference"] as? String {
      guard let system = UIColor.systemColor(named: reference) else {
        return .failure(.message("refers to the system colour \(reference), which Specimen does not know; use components instead"))
      }
      return .success(.system(system))
    }
    let space = (color["color-space"] as? String) ?? "srgb"
    let components = (color["components"] as? [String: Any]) ?? [:]
    func component(_ key: String, default fallback: Double? = nil) -> Result<Double, AssetContents.Failure> {
      guard let raw = components[key] else {
        if let fallback { return .success(fallback) }
        return .failure(.message("the \(space) colour has no \"\(key)\" component"))
      }
      guard let value = AssetColorComponent.parse(raw, isAlpha: key == "alpha") else {
        return .failure(.message("component \"\(key)\" is \(raw), not a number (0.5), an integer 0–255 (128) or hex (0x80)"))
      }
      if !(0...1).contains(value), key == "alpha" || !space.hasPrefix("extended-") {
        outsideRange.append(AssetColorComponent.outsideRange(key, raw: raw, value: value, space: space))
        return .success(min(max(value, 0), 1))
      }
      return .success(value)
    }
    do {
      let alpha = min(max(try component("alpha", default: 1).get(), 0), 1)
      switch space {
      case "gray-gamma-22", "extended-gray", "extended-linear-gray", "linear-gray":
        let white = try component("white").get()
        let linear = space.contains("linear") ? white : ColorSpaceMath.signedPow(white, 2.2)
        let v = ColorSpaceMath.encodeSRGB(linear)
        return .success(.rgba(ColorSpaceMath.clamped(RGBA(red: v, green: v, blue: v, alpha: alpha))))
      default:
        let r = try component("red").get(), g = try component("green").get(), b = try component("blue").get()
        guard let rgb = ColorSpaceMath.toSRGB(space: space, r, g, b) else {
          return .failure(.message("unknown color-space \"\(space)\"; Xcode writes srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray"))
        }
        return .success(.rgba(ColorSpaceMath.clamped(RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha))))
      }
    } catch {
      return .failure(error)
    }
  }
}

extension AssetColorComponent {
  /// Why component `key`, written `raw` and read as `value`, is clamped: it is outside 0…1 in `space`.
  static func outsideRange(_ key: String, raw: Any, value: Double, space: String) -> String {
    let written = AssetContents.describe(raw)
    let read = NumberText.describe(value)
    // A JSON number as read; a string as written, with the fraction it stands for when that differs ("300" is 1.18).
    let shown = !(raw is String) ? read : written == "\"\(read)\"" ? written : "\(written) (\(read))"
    let drawn = value < 0 ? "0" : "1"
    if key == "alpha" {
      return "component \"alpha\" is \(shown), outside 0…1; drawn as \(drawn). Give an opacity from 0 to 1"
    }
    return "component \"\(key)\" is \(shown), outside 0…1 of the \(space) colour space; drawn as \(drawn). Give a value from 0 to 1, "
      + "or choose Extended Range sRGB (extended-srgb) in Xcode's attributes inspector to keep it"
  }
}

/// How Xcode writes a colour component: `"0.500"` (0–1), `"128"` (0–255), `"0x80"` (hex 0–255), or a bare JSON number.
public enum AssetColorComponent {
  /// The component as 0…1 (extended spaces may go beyond), or nil when it is not a number.
  ///
  /// A string with a decimal point or exponent is a fraction; an integer string is 0–255
  /// (Xcode's "8-bit" input method), except for alpha, which Xcode always writes as a
  /// fraction; a `0x` string is 0–255 in hex. JSON numbers written by other tools are
  /// fractions. Non-finite values are refused.
  public static func parse(_ raw: Any, isAlpha: Bool = false) -> Double? {
    if let number = raw as? NSNumber, !(raw is String) {
      let value = number.doubleValue
      return value.isFinite ? value : nil
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if text.lowercased().hasPrefix("0x") {
      guard let value = Int(text.dropFirst(2), radix: 16), value <= 0xFFFF else { return nil }
      return Double(value) / 255
    }
    guard let value = Double(text), value.isFinite else { return nil }
    if isAlpha || text.contains(".") || text.lowercased().contains("e") { return value }
    return value / 255
  }
}

/// Colour-space conversions to sRGB (D65), as CoreGraphics does them for the spaces Xcode writes.
enum ColorSpaceMath {
  /// sRGB's transfer function (IEC 61966-2-1), extended to negative values by symmetry.
  static func encodeSRGB(_ v: Double) -> Double {
    let a = abs(v)
    let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
    return v < 0 ? -e : e
  }

  /// The inverse of `encodeSRGB`.
  static func decodeSRGB(_ v: Double) -> Double {
    let a = abs(v)
    let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -d : d
  }

  static func signedPow(_ v: Double, _ p: Double) -> Double { v < 0 ? -pow(-v, p) : pow(v, p) }

  /// Display P3 (linear) → sRGB (linear), both D65; rows from the two spaces' primaries.
  static let p3ToSRGB: [[Double]] = [
    [1.2249401, -0.2249404, 0.0000000],
    [-0.0420569, 1.0420571, 0.0000000],
    [-0.0196376, -0.0786361, 1.0982735],
  ]

  /// Components in `space` → gamma-encoded sRGB, or nil for an unknown space.
  static func toSRGB(space: String, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double)? {
    switch space {
    case "srgb", "extended-srgb":
      return (r, g, b)
    case "extended-linear-srgb", "linear-srgb":
      return (encodeSRGB(r), encodeSRGB(g), encodeSRGB(b))
    case "display-p3", "extended-display-p3":
      let lin = [decodeSRGB(r), decodeSRGB(g), decodeSRGB(b)]
      let out = p3ToSRGB.map { row in row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2] }
      return (encodeSRGB(out[0]), encodeSRGB(out[1]), encodeSRGB(out[2]))
    default:
      return nil
    }
  }

  /// `c` with every channel in 0…1 (extended-range colours are drawn on an sRGB surface).
  static func clamped(_ c: RGBA) -> RGBA {
    func f(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    return RGBA(red: f(c.red), green: f(c.green), blue: f(c.blue), alpha: f(c.alpha))
  }
}
