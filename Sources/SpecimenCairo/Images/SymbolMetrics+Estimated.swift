import Foundation

extension SymbolMetrics {
  /// Common SF Symbols with no template here (`SymbolMetrics`), estimated. Their regular ink's width and
  /// height are the ink bounds (the `viewBox`) of Apple CoreSVG exports of SF Symbols in the public
  /// repositories `mikolajrataj/SF-SYMBOLS-COLOR` and `Detritalw/Apple-SF`, in template units: each
  /// repository's export units divided by the median ratio over the names measured on both sides (1.6154 over
  /// 89 names, 0.2571 over 40; most within 2 units, more where SF Symbols redrew a symbol). The rest is what
  /// most measured symbols have: a 9.77-unit margin on each side (330 of 551 distinct measured glyphs), a
  /// black ink 6.10 units taller than the regular and the ink centred 35.25 units above the baseline (the
  /// medians). Names of a measured family take that family's margin instead: `gearshape` as `gearshape.2`,
  /// `icloud` as `cloud`, `arrow.clockwise` and `arrow.counterclockwise` as `clock.arrow.circlepath` (6.84
  /// or 6.85 units, the margin SF gives round outlines; 8 names). 34 names.
  static let estimated: [String: SymbolMetrics] = [
    "accessibility": .init(98.28, 9.77, 78.74, 78.80, 84.90, 35.25),
    "accessibility.fill": .init(98.42, 9.77, 78.88, 77.51, 83.61, 35.25),
    "airpods": .init(94.87, 9.77, 75.33, 74.51, 80.61, 35.25),
    "applewatch": .init(77.67, 9.77, 58.13, 81.04, 87.14, 35.25),
    "arrow.clockwise": .init(81.98, 6.85, 68.28, 92.89, 98.99, 35.25),
    "arrow.counterclockwise": .init(81.98, 6.85, 68.28, 92.89, 98.99, 35.25),
    "arrow.down.left.and.arrow.up.right": .init(93.44, 9.77, 73.90, 73.96, 80.06, 35.25),
    "beats.headphones": .init(96.38, 9.77, 76.84, 82.07, 88.17, 35.25),
    "calendar": .init(96.98, 9.77, 77.44, 71.12, 77.22, 35.25),
    "checkmark.seal.text.page": .init(84.44, 9.77, 64.90, 83.34, 89.44, 35.25),
    "cup.and.heat.waves": .init(101.91, 9.77, 82.37, 83.63, 89.73, 35.25),
    "cup.and.heat.waves.fill": .init(100.40, 9.77, 80.86, 81.63, 87.73, 35.25),
    "exclamationmark.triangle.text.page": .init(84.44, 9.77, 64.90, 83.34, 89.44, 35.25),
    "exclamationmark.triangle.text.page.fill": .init(84.83, 9.77, 65.29, 81.92, 88.02, 35.25),
    "faceid": .init(94.80, 9.77, 75.26, 75.36, 81.46, 35.25),
    "gearshape": .init(96.29, 6.84, 82.61, 82.55, 88.65, 35.25),
    "heart.text.clipboard": .init(84.44, 9.77, 64.90, 97.84, 103.94, 35.25),
    "icloud": .init(110.25, 6.84, 96.57, 72.27, 78.37, 35.25),
    "icloud.and.arrow.down": .init(110.25, 6.84, 96.57, 106.25, 112.35, 35.25),
    "icloud.and.arrow.down.fill": .init(110.56, 6.84, 96.88, 91.03, 97.13, 35.25),
    "icloud.and.arrow.up": .init(110.25, 6.84, 96.57, 100.56, 106.66, 35.25),
    "icloud.slash.fill": .init(110.56, 6.84, 96.88, 89.67, 95.77, 35.25),
    "ipad": .init(83.68, 9.77, 64.14, 86.66, 92.76, 35.25),
    "iphone": .init(68.02, 9.77, 48.48, 81.22, 87.32, 35.25),
    "lightbulb": .init(71.08, 9.77, 51.54, 92.58, 98.68, 35.25),
    "message": .init(109.07, 9.77, 89.53, 80.43, 86.53, 35.25),
    "message.fill": .init(108.79, 9.77, 89.25, 79.11, 85.21, 35.25),
    "pencil.tip": .init(68.29, 9.77, 48.75, 73.30, 79.40, 35.25),
    "person.badge.key.fill": .init(122.84, 9.77, 103.30, 97.56, 103.66, 35.25),
    "person.text.rectangle": .init(111.13, 9.77, 91.59, 71.06, 77.16, 35.25),
    "questionmark.text.page": .init(84.44, 9.77, 64.90, 83.34, 89.44, 35.25),
    "questionmark.text.page.fill": .init(84.83, 9.77, 65.29, 81.46, 87.56, 35.25),
    "touchid": .init(104.29, 9.77, 84.75, 83.46, 89.56, 35.25),
    "video": .init(121.25, 9.77, 101.71, 63.87, 69.97, 35.25),
  ]
}
