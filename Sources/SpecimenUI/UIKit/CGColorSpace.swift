import Foundation

/// A profile that says how Core Graphics reads colour components. Specimen draws in sRGB: Display P3 and linear
/// components are converted to sRGB, the other RGB spaces' components are taken as sRGB's (docs/unsupported.md),
/// and a gray space's one component is a gray level.
public final class CGColorSpace: @unchecked Sendable, Hashable {
  /// The space's name (`CGColorSpace.sRGB` and the others), or nil for a device space.
  public let name: CFString?
  /// The space's colour model.
  public let model: CGColorSpaceModel

  init(name: CFString?, model: CGColorSpaceModel) {
    self.name = name
    self.model = model
  }

  /// Creates a colour space by its name; nil for a name Core Graphics does not know.
  public convenience init?(name: CFString) {
    let known = name as String
    if Self.rgbNames.contains(known) {
      self.init(name: name, model: .rgb)
    } else if Self.grayNames.contains(known) {
      self.init(name: name, model: .monochrome)
    } else {
      return nil
    }
  }

  /// The number of colour components, not counting alpha.
  public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

  /// The standard RGB colour space.
  nonisolated(unsafe) public static let sRGB = "kCGColorSpaceSRGB" as CFString
  /// The extended-range standard RGB colour space.
  nonisolated(unsafe) public static let extendedSRGB = "kCGColorSpaceExtendedSRGB" as CFString
  /// The standard RGB colour space with a linear transfer function.
  nonisolated(unsafe) public static let linearSRGB = "kCGColorSpaceLinearSRGB" as CFString
  /// The extended-range linear standard RGB colour space.
  nonisolated(unsafe) public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB" as CFString
  /// The Display P3 colour space.
  nonisolated(unsafe) public static let displayP3 = "kCGColorSpaceDisplayP3" as CFString
  /// The extended-range Display P3 colour space.
  nonisolated(unsafe) public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3" as CFString
  /// A generic RGB colour space with a linear transfer function.
  nonisolated(unsafe) public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear" as CFString
  /// The Adobe RGB (1998) colour space.
  nonisolated(unsafe) public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998" as CFString
  /// The ITU-R BT.709 colour space.
  nonisolated(unsafe) public static let itur_709 = "kCGColorSpaceITUR_709" as CFString
  /// The ITU-R BT.2020 colour space.
  nonisolated(unsafe) public static let itur_2020 = "kCGColorSpaceITUR_2020" as CFString
  /// The generic gray colour space with a gamma of 2.2.
  nonisolated(unsafe) public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2" as CFString
  /// The extended-range gray colour space.
  nonisolated(unsafe) public static let extendedGray = "kCGColorSpaceExtendedGray" as CFString
  /// The linear gray colour space.
  nonisolated(unsafe) public static let linearGray = "kCGColorSpaceLinearGray" as CFString

  private static let rgbNames = Set([sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, extendedDisplayP3,
                                         genericRGBLinear, adobeRGB1998, itur_709, itur_2020].map { $0 as String })
  private static let grayNames = Set([genericGrayGamma2_2, extendedGray, linearGray].map { $0 as String })

  public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name && a.model == b.model }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name.map { $0 as String })
    hasher.combine(model)
  }

  /// The colour read from `components` in this space (gray, or red, green and blue, then alpha; missing ones are 0,
  /// alpha 1).
  func color(_ components: ArraySlice<CGFloat>) -> RGBA {
    let values = Array(components).map { Double($0) }
    func value(_ i: Int, _ fallback: Double) -> Double { i < values.count ? values[i] : fallback }
    if model == .monochrome {
      let gray = value(0, 0)
      return RGBA(red: gray, green: gray, blue: gray, alpha: value(1, 1))
    }
    let (r, g, b) = rgbSpace.sRGB(value(0, 0), value(1, 0), value(2, 0))
    return RGBA(red: r, green: g, blue: b, alpha: value(3, 1))
  }

  /// The space SwiftUI names for this RGB space's components (sRGB for those Specimen does not convert).
  private var rgbSpace: Color.RGBColorSpace {
    guard let name = name.map({ $0 as String }) else { return .sRGB }
    if [Self.displayP3, Self.extendedDisplayP3].contains(where: { $0 as String == name }) { return .displayP3 }
    if [Self.linearSRGB, Self.extendedLinearSRGB, Self.genericRGBLinear].contains(where: { $0 as String == name }) { return .sRGBLinear }
    return .sRGB
  }
}

/// Models for colour spaces.
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1, monochrome = 0, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// Creates a device-dependent RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

/// Creates a device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }

extension CGColor {
  /// Creates a colour from components (then alpha) in `space`; nil when there are too few components or one is not
  /// a finite number.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
    guard values.allSatisfy(\.isFinite) else { return nil }
    self.init(space.color(values[...]))
  }

  /// The colour space of the colour (sRGB: Specimen's colours are sRGB).
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
}
