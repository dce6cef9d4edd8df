import Foundation

extension PreviewDevice {
  /// The device Specimen previews on when none is named: iPhone 16 (the same screen as iPhone 15).
  public static let specimenDefault = PreviewDevice(rawValue: "iPhone 16")

  /// The device's screen in points, portrait, or nil when the name is not in the table.
  ///
  /// Names are matched as Xcode's simulator names, ignoring case; a generation the table does not
  /// list takes its family's size ("iPad Pro (12.9-inch) (3rd generation)" → "iPad Pro (12.9-inch)").
  /// Sizes are the point sizes of Apple's Human Interface Guidelines, "Layout" › "Specifications" ›
  /// "iOS, iPadOS device screen sizes".
  public var screenSize: CGSize? {
    let name = rawValue.lowercased().trimmingCharacters(in: .whitespaces)
    if let exact = Self.screens[name] { return exact }
    let family = Self.screens.keys.filter { name.hasPrefix($0 + " (") }.max { $0.count < $1.count }
    return family.flatMap { Self.screens[$0] }
  }

  /// Every device the table knows, sorted by name.
  public static var knownDevices: [PreviewDevice] {
    screenTable.map { PreviewDevice(rawValue: $0.name) }.sorted { $0.rawValue < $1.rawValue }
  }

  private static let screens: [String: CGSize] = Dictionary(
    screenTable.map { ($0.name.lowercased(), CGSize(width: $0.width, height: $0.height)) },
    uniquingKeysWith: { first, _ in first })

  // Portrait width × height in points (HIG, "Layout" › "Specifications").
  private static let screenTable: [(name: String, width: CGFloat, height: CGFloat)] = [
    ("iPhone 16 Pro Max", 440, 956), ("iPhone 16 Pro", 402, 874),
    ("iPhone 16 Plus", 430, 932), ("iPhone 16", 393, 852), ("iPhone 16e", 390, 844),
    ("iPhone 15 Pro Max", 430, 932), ("iPhone 15 Pro", 393, 852),
    ("iPhone 15 Plus", 430, 932), ("iPhone 15", 393, 852),
    ("iPhone 14 Pro Max", 430, 932), ("iPhone 14 Pro", 393, 852),
    ("iPhone 14 Plus", 428, 926), ("iPhone 14", 390, 844),
    ("iPhone 13 Pro Max", 428, 926), ("iPhone 13 Pro", 390, 844), ("iPhone 13", 390, 844), ("iPhone 13 mini", 375, 812),
    ("iPhone 12 Pro Max", 428, 926), ("iPhone 12 Pro", 390, 844), ("iPhone 12", 390, 844), ("iPhone 12 mini", 375, 812),
    ("iPhone 11 Pro Max", 414, 896), ("iPhone 11 Pro", 375, 812), ("iPhone 11", 414, 896),
    ("iPhone XS Max", 414, 896), ("iPhone XS", 375, 812), ("iPhone XR", 414, 896), ("iPhone X", 375, 812),
    ("iPhone SE (3rd generation)", 375, 667), ("iPhone SE (2nd generation)", 375, 667),
    ("iPhone 8 Plus", 414, 736), ("iPhone 8", 375, 667), ("iPhone 7 Plus", 414, 736), ("iPhone 7", 375, 667),
    ("iPhone 6s Plus", 414, 736), ("iPhone 6s", 375, 667), ("iPhone 6 Plus", 414, 736), ("iPhone 6", 375, 667),
    ("iPhone SE (1st generation)", 320, 568),
    ("iPad Pro (12.9-inch) (6th generation)", 1024, 1366), ("iPad Pro (11-inch) (4th generation)", 834, 1194),
    ("iPad Pro 13-inch (M4)", 1032, 1376), ("iPad Pro 11-inch (M4)", 834, 1210),
    ("iPad Air (5th generation)", 820, 1180), ("iPad (10th generation)", 820, 1180),
    ("iPad mini (6th generation)", 744, 1133), ("iPad (9th generation)", 810, 1080),
    // Families, for generations not listed above.
    ("iPad Pro (12.9-inch)", 1024, 1366), ("iPad Pro (11-inch)", 834, 1194), ("iPad Air", 820, 1180),
    ("iPad mini", 744, 1133), ("iPhone SE", 375, 667),
  ]
}
